/** The d20 against AC: total = d20 + every planned modifier; a hit when total ≥ AC. */
import type { AttackPlan } from "./attack-plan";
import type { TargetProfile } from "./types";

export const TOTAL_DEFENSE_AC_BONUS = 2;
export const CHARGE_AC_PENALTY = 2;

/** The target's AC for this attack: +2 under Total Defense, −2 after charging this round. */
export function effectiveAc(target: TargetProfile): number {
  return (
    target.ac + (target.totalDefense ? TOTAL_DEFENSE_AC_BONUS : 0) - (target.chargedThisRound ? CHARGE_AC_PENALTY : 0)
  );
}

export interface AttackRoll {
  d20: number;
  total: number;
  ac: number;
  hit: boolean;
}

/** No natural-20 or natural-1 rule: the chapter only compares the total with AC. */
export function rollAttack(plan: AttackPlan, d20: number, target: TargetProfile): AttackRoll {
  const total = d20 + plan.totalBonus;
  const ac = effectiveAc(target);
  return { d20, total, ac, hit: total >= ac };
}
