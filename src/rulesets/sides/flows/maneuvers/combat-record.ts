/**
 * What the maneuvers record on the Combat, in sides' round state (see schema/round.ts):
 * who grapples whom (token UUIDs), the last round whose end dealt grapple damage, and who screens
 * whom. Written by the GM only; undo of a tracker command puts it back with the rest of the round.
 */
import type { GrappleState } from "../../rules/combat/grapple";
import { rulesetRound, saveRulesetRound } from "../../../../foundry/combat/ruleset-round";
import { SIDES_ROUND, type SidesRound } from "../../schema/round";

/** A screener protects a ward until the start of the screener's next turn. */
export interface ScreenRecord {
  screenerId: string;
  wardId: string;
  /** The screener's combatant, whose next turn start ends the screen. */
  combatantId: string;
  /** Attackers screened against, per round. */
  used: { round: number; count: number };
}

export function grapplesOf(combat: Combat.Implementation | null): GrappleState {
  return { holds: combat ? rulesetRound(combat, SIDES_ROUND).grapples : [] };
}

export async function saveGrapples(combat: Combat.Implementation, state: GrappleState): Promise<void> {
  await saveSides(combat, { grapples: state.holds });
}

export function grappleDamageRound(combat: Combat.Implementation): number {
  return rulesetRound(combat, SIDES_ROUND).grappleDamageRound;
}

export async function markGrappleDamage(combat: Combat.Implementation, round: number): Promise<void> {
  await saveSides(combat, { grappleDamageRound: round });
}

export function screensOf(combat: Combat.Implementation | null): ScreenRecord[] {
  return combat ? rulesetRound(combat, SIDES_ROUND).screens : [];
}

export async function saveScreens(combat: Combat.Implementation, screens: ScreenRecord[]): Promise<void> {
  await saveSides(combat, { screens });
}

/** GM: replaces these fields of sides' round state, keeping the rest as stored. */
async function saveSides(combat: Combat.Implementation, fields: Partial<SidesRound>): Promise<void> {
  const next: SidesRound = { ...rulesetRound(combat, SIDES_ROUND), ...fields };
  await saveRulesetRound(combat, SIDES_ROUND, next);
}
