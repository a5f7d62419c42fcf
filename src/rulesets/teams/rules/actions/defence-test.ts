/**
 * The tests of Dodge, Fortify and Resist: the total, with Guard's bonus, meets the difficulty. A Dodge's
 * difficulty is the attack's test result; Fortify and Resist take the effect's difficulty.
 */
export function defenceTestSucceeds(total: number, difficulty: number, defenceBonus = 0): boolean {
  return total + defenceBonus >= difficulty;
}

/** A successful Dodge turns the hit into a miss. */
export function dodgeAvoids(dodgeTotal: number, attackResult: number, defenceBonus = 0): boolean {
  return defenceTestSucceeds(dodgeTotal, attackResult, defenceBonus);
}
