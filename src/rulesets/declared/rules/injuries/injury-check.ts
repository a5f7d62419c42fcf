/**
 * After a critical hit the GM rolls d%: at or under the critical's damage, the creature suffers a
 * combat injury, then d20 on the damage type's table (and d4 for which arm or hand when the row asks).
 */
import type { Modifier } from "../../../../core/rules-types";
import { DECLARED_INJURY_LINE } from "./labels";

export const INJURY_CHECK_FORMULA = "1d100";
export const INJURY_TABLE_FORMULA = "1d20";
export const LIMB_FORMULA = "1d4";

export interface InjuryCheck {
  injured: boolean;
  /** The d% line, with the damage it had to meet. */
  line: Modifier;
}

/** The critical's damage is what reached Wound Points (after Armour). */
export function injuryCheck(percentile: number, criticalDamage: number): InjuryCheck {
  return {
    injured: percentile <= criticalDamage,
    line: { key: DECLARED_INJURY_LINE.check, value: percentile, data: { damage: criticalDamage } },
  };
}
