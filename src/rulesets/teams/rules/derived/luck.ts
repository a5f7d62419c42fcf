/**
 * The luck die. The chapter's critical thresholds (19+) and "a 20 or greater" make it a d20; a luck
 * roll at 20 or more adds +4 to an ordinary test (never to an attack, which uses the threshold instead).
 */
export const LUCK_DIE_FACES = 20;
export const LUCK_DIE = `1d${LUCK_DIE_FACES}`;
export const LUCKY_ROLL = 20;
export const LUCKY_TEST_BONUS = 4;

/** The luck roll: the die's face plus the character's luck modifier (which can push it past 20 or below 1). */
export function luckRoll(face: number, luckModifier: number): number {
  return face + luckModifier;
}

/** What the luck roll adds to an ordinary test. */
export function luckTestBonus(roll: number): number {
  return roll >= LUCKY_ROLL ? LUCKY_TEST_BONUS : 0;
}
