/**
 * What the maneuver handlers read from a `classic` actor on the GM's client: its prepared numbers
 * (`system.derived`), size, held items, and where its token stands. Never from a payload.
 */
import { ClassicCharacterData, ClassicMonsterData } from "../../models";
import type { ClassicCreatureDerived } from "../../rules/character/derived";
import type { ClassicSize } from "../../rules/character/size";
import { footprintOf } from "../../../../core/geometry/footprint";
import { placementOf } from "../../../../foundry/scene/token-moves";
import { threatensFootprint } from "../../rules/actions/threatening";
import { watcherOf } from "../opportunity/watcher";
import { UNARMED_DAMAGE } from "../../rules/maneuvers/trample";

export interface ManeuverFighter {
  actor: Actor.Implementation;
  token: TokenDocument.Implementation;
  system: ClassicCharacterData | ClassicMonsterData;
  derived: ClassicCreatureDerived;
  size: ClassicSize;
}

export interface HeldItem {
  id: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
}

export function fighterOf(token: TokenDocument.Implementation | null): ManeuverFighter | null {
  const actor = token?.actor ?? null;
  const system: unknown = actor?.system;
  if (!token || !actor || !(system instanceof ClassicCharacterData || system instanceof ClassicMonsterData)) return null;
  return { actor, token, system, derived: system.derived, size: system.size };
}

/** The items the creature holds in either hand. */
export function heldItems(actor: Actor.Implementation): HeldItem[] {
  const items = actor.items.contents as unknown as HeldItem[];
  return items.filter((item) => item.system.held === "primary" || item.system.held === "offhand");
}

/** What a shatter may aim at: the items the creature holds, and the armour it wears. */
export function shatterableItems(actor: Actor.Implementation): HeldItem[] {
  const items = actor.items.contents as unknown as HeldItem[];
  return items.filter((item) => item.system.held === "primary" || item.system.held === "offhand" || (item.type === "classicArmour" && item.system.worn === true));
}

/** A hand with nothing in it: two hands, minus what held items take (a two-handed weapon takes both). */
export function hasFreeHand(actor: Actor.Implementation): boolean {
  const hands = heldItems(actor).reduce((used, item) => used + (item.system.twoHanded === true ? 2 : 1), 0);
  return hands < 2;
}

export function wieldsDisarmingWeapon(actor: Actor.Implementation): boolean {
  return heldItems(actor).some((item) => item.type === "classicWeapon" && item.system.disarming === true);
}

/** The held weapon that strikes (the primary one), or null bare-handed. */
export function mainWeapon(actor: Actor.Implementation): HeldItem | null {
  return heldItems(actor).find((item) => item.type === "classicWeapon" && item.system.held === "primary") ?? null;
}

/** The dice a creature strikes an object with (a shatter): its main weapon's, named for a refusal, or its size's unarmed blow. */
export function strikingDice(fighter: ManeuverFighter): { dice: string; item: string } {
  const weapon = mainWeapon(fighter.actor);
  return weapon ? { dice: String(weapon.system.damage ?? ""), item: weapon.name } : { dice: UNARMED_DAMAGE[fighter.size], item: "" };
}

/**
 * Whether the defender threatens the aggressor's square, as an attack of opportunity reads it (the
 * opportunity flow's watcher: its held melee weapon's reach, nothing bare-handed, grappling or down).
 */
export function defenderThreatens(defender: ManeuverFighter, aggressor: ManeuverFighter): boolean {
  const grid = defender.token.parent?.grid.size ?? 0;
  if (!(grid > 0)) return false;
  return threatensFootprint(watcherOf(defender.actor), footprintOf(placementOf(defender.token), grid), footprintOf(placementOf(aggressor.token), grid));
}
