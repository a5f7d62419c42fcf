/** The death test's difficulty: 10, raised by 5 for good each time the character cheated death. */
import { BASE_DEATH_DIFFICULTY, DEATH_DIFFICULTY_STEP } from "../combat/death";

export function deathDifficulty(deathsCheated: number): number {
  return BASE_DEATH_DIFFICULTY + DEATH_DIFFICULTY_STEP * Math.max(0, Math.trunc(deathsCheated));
}
