/** What Guard and Seek Cover give until the combatant's next turn, for the attack rules to read. */
import type { TeamsBudget } from "./turn-budget";

export const GUARD_DEFENCE_BONUS = 1;

export interface LastingDefences {
  /** Added to every defence and defence test. */
  defenceBonus: number;
  /** Ranged attackers roll with disadvantage. */
  rangedDisadvantage: boolean;
}

export function lastingDefences(budget: TeamsBudget): LastingDefences {
  return { defenceBonus: budget.guarding ? GUARD_DEFENCE_BONUS : 0, rangedDisadvantage: budget.inCover };
}
