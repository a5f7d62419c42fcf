/** Full defense: a full-round action giving +4 dodge AC from the start of this turn to the start of the next. */
import type { Modifier } from "../../../../core/rules-types";
import { CLASSIC_MANEUVER_LINE as L } from "./labels";

export const FULL_DEFENSE_DODGE_BONUS = 4;

/** The AC line full defense adds (a dodge bonus: lost with Dexterity when flat-footed). */
export function fullDefenseArmorClassLines(): Modifier[] {
  return [{ key: L.fullDefense, value: FULL_DEFENSE_DODGE_BONUS, data: { type: "dodge" } }];
}
