/** The base attack bonus and the iterative attacks it gives each round. */

/** The chapter's most attack actions in a round. */
export const MAX_ATTACKS = 4;
const STEP = 5;

/**
 * Each attack's bonus, first to last: above +5 another attack comes at 5 less, up to four
 * (+11 gives +11/+6/+1; +5 gives one attack).
 */
export function iterativeAttacks(baseAttackBonus: number): number[] {
  const bonuses = [baseAttackBonus];
  for (let last = baseAttackBonus; bonuses.length < MAX_ATTACKS && last > STEP; ) {
    last -= STEP;
    bonuses.push(last);
  }
  return bonuses;
}

/** The attack curve as charts write it: "+11/+6/+1". */
export function attackCurve(baseAttackBonus: number): string {
  return iterativeAttacks(baseAttackBonus)
    .map((bonus) => (bonus < 0 ? `${bonus}` : `+${bonus}`))
    .join("/");
}
