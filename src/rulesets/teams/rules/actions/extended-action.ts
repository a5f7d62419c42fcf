/**
 * Extended actions: an action longer than the actions left this turn is started with what is left
 * and finished with the first actions of later turns; it takes effect only when finished, and can be
 * abandoned during your turn at no cost.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { completeAction } from "./complete-action";
import { TEAMS_ECONOMY_REFUSAL as REFUSAL } from "./labels";
import { ACTIONS_PER_TURN, actionsLeft, type TeamsBudget } from "./turn-budget";

export type ContinuedAction = Decision<{
  budget: TeamsBudget;
  /** Actions spent on it now. */
  actions: number;
  /** The action's id once finished (it takes effect now), else null. */
  completed: string | null;
  /** The item the finished action was taken on (a Reload's weapon), else null. */
  itemId: string | null;
}>;

/** Spends this turn's actions on the extended action in progress, as many as it still needs. */
export function continueExtendedAction(budget: TeamsBudget, ownTurn: boolean): ContinuedAction {
  const extended = budget.extended;
  if (!extended) return refuse(REFUSAL.noExtendedAction);
  if (!ownTurn) return refuse(REFUSAL.notYourTurn);
  if (budget.turnEnded) return refuse(REFUSAL.turnEnded);
  const left = actionsLeft(budget);
  if (left === 0) return refuse(REFUSAL.noActionsLeft);
  const actions = Math.min(left, extended.actionsLeft);
  const spent = { ...budget, actionsSpent: Math.min(ACTIONS_PER_TURN, budget.actionsSpent + actions) };
  if (actions < extended.actionsLeft) {
    return { ok: true, budget: { ...spent, extended: { ...extended, actionsLeft: extended.actionsLeft - actions } }, actions, completed: null, itemId: null };
  }
  return { ok: true, budget: completeAction({ ...spent, extended: null }, extended.action), actions, completed: extended.action, itemId: extended.itemId ?? null };
}

/** Abandons the extended action in progress: free, and the turn goes on as normal. */
export function abandonExtendedAction(budget: TeamsBudget, ownTurn: boolean): Decision<{ budget: TeamsBudget; abandoned: string }> {
  if (!budget.extended) return refuse(REFUSAL.noExtendedAction);
  if (!ownTurn) return refuse(REFUSAL.notYourTurn);
  return { ok: true, budget: { ...budget, extended: null }, abandoned: budget.extended.action };
}
