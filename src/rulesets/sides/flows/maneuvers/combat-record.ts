/**
 * What the maneuvers record on the Combat (`flags.fray`): who grapples whom (token UUIDs), the
 * last round whose end dealt grapple damage, and who screens whom. Written by the GM only.
 */
import { FrayCombat } from "../../../../foundry/combat/fray-combat";
import type { GrappleState, Hold } from "../../rules/combat/grapple";
import type { SizeClass } from "../../rules/combat/opposed-check";

/** A screener protects a ward until the start of the screener's next turn. */
export interface ScreenRecord {
  screenerId: string;
  wardId: string;
  /** The screener's combatant, whose next turn start ends the screen. */
  combatantId: string;
  /** Attackers screened against, per round. */
  used: { round: number; count: number };
}

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    Combat: { fray?: { grapples?: Hold[]; grappleDamageRound?: number; screens?: ScreenRecord[] } };
  }
}

const SIZES: readonly SizeClass[] = ["manSized", "largerHumanoid", "barelyPlausible", "implausible"];

function isHold(value: unknown): value is Hold {
  if (typeof value !== "object" || value === null) return false;
  const hold = value as Record<string, unknown>;
  return typeof hold.grapplerId === "string" && typeof hold.defenderId === "string" && SIZES.some((size) => size === hold.size);
}

function isScreen(value: unknown): value is ScreenRecord {
  if (typeof value !== "object" || value === null) return false;
  const s = value as Record<string, unknown>;
  return typeof s.screenerId === "string" && typeof s.wardId === "string" && typeof s.combatantId === "string" && typeof s.used === "object";
}

/** The combat the maneuvers happen in: the one being viewed. */
export function currentCombat(): Combat.Implementation | null {
  const combat: unknown = game.combat;
  return combat instanceof FrayCombat ? combat : null;
}

export function grapplesOf(combat: Combat.Implementation | null): GrappleState {
  const holds: unknown = combat?.flags?.fray?.grapples;
  return { holds: Array.isArray(holds) ? holds.filter(isHold) : [] };
}

export async function saveGrapples(combat: Combat.Implementation, state: GrappleState): Promise<void> {
  await combat.setFlag("fray", "grapples", state.holds);
}

export function grappleDamageRound(combat: Combat.Implementation): number {
  const round: unknown = combat.flags?.fray?.grappleDamageRound;
  return typeof round === "number" ? round : 0;
}

export async function markGrappleDamage(combat: Combat.Implementation, round: number): Promise<void> {
  await combat.setFlag("fray", "grappleDamageRound", round);
}

export function screensOf(combat: Combat.Implementation | null): ScreenRecord[] {
  const screens: unknown = combat?.flags?.fray?.screens;
  return Array.isArray(screens) ? screens.filter(isScreen) : [];
}

export async function saveScreens(combat: Combat.Implementation, screens: ScreenRecord[]): Promise<void> {
  await combat.setFlag("fray", "screens", screens);
}
