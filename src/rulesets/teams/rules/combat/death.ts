/**
 * Cheating death: a luck test against the death difficulty (10 at first). Meeting it, the character
 * lives and the difficulty rises by 5 for good; failing it, the character dies.
 */

export const BASE_DEATH_DIFFICULTY = 10;
export const DEATH_DIFFICULTY_STEP = 5;

export interface DeathTest {
  survives: boolean;
  /** The character's death difficulty from now on. */
  difficulty: number;
}

export function cheatDeath(luckTestResult: number, difficulty: number): DeathTest {
  const survives = luckTestResult >= difficulty;
  return { survives, difficulty: survives ? difficulty + DEATH_DIFFICULTY_STEP : difficulty };
}
