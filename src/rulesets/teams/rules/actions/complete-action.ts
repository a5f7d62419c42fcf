/** What an action leaves on the budget once its last action is spent. */
import type { TeamsActionId } from "./action-table";
import type { TeamsBudget } from "./turn-budget";

/** Actions that are attacks and so raise the multiple attack penalty of later attacks this round. */
const ATTACKS: readonly string[] = ["attack", "killingStrike"] satisfies readonly TeamsActionId[];

export function completeAction(budget: TeamsBudget, id: string): TeamsBudget {
  return ATTACKS.includes(id) ? { ...budget, attacksThisRound: budget.attacksThisRound + 1 } : budget;
}
