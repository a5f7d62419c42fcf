/**
 * Shatter: an attack action against the defender's weapon, shield or armour; −4 AC until the aggressor's next
 * turn, opposed attack rolls with the current attack's bonus, and the item takes the attack's damage on a win.
 */
import type { Modifier } from "../../../../core/rules-types";
import { CLASSIC_MANEUVER_LINE as L } from "./labels";
import { settleOpposed, type ManeuverResult } from "./maneuver-result";

export const SHATTER_AC_PENALTY = -4;
export type ShatterTarget = "weapon" | "shield" | "armor";

/** The AC line the attempt costs, until the beginning of the aggressor's next turn. */
export function shatterArmorClassLines(): Modifier[] {
  return [{ key: L.shatterArmorClass, value: SHATTER_AC_PENALTY }];
}

export interface ShatterEffect {
  item: ShatterTarget;
  /** The aggressor's weapon damage, rolled against the item. */
  itemDamageFormula: string;
}

export function resolveShatter(aggressorTotal: number, defenderTotal: number, item: ShatterTarget, damageFormula: string): ManeuverResult<ShatterEffect> {
  return settleOpposed(aggressorTotal, defenderTotal, () => ({ item, itemDamageFormula: damageFormula }));
}
