/**
 * Takes an action the check allowed: spends its actions, stamina and focus, starts an extended
 * action when it is longer than what is left, and leaves the marks the action table describes.
 * With `force` (the player confirmed and the GM is told) a refused action is taken whole anyway.
 */
import type { Reason } from "../../../../core/rules-types";
import type { TeamsActionId } from "./action-table";
import { actionCost, type ActionContext, type ActionCost } from "./action-cost";
import { checkAction } from "./check-action";
import { completeAction } from "./complete-action";
import { TEAMS_ECONOMY_OUTCOME } from "./labels";
import { readiedTrigger } from "./ready-action";
import { payResources, type Resources } from "./resources";
import { ACTIONS_PER_TURN, type TeamsBudget } from "./turn-budget";

export interface TakenAction {
  ok: true;
  budget: TeamsBudget;
  resources: Resources;
  cost: ActionCost;
  /** The action takes effect now; false while an extended action still needs actions on later turns. */
  completed: boolean;
  /** The combatant's prone state after it, or null when the action does not change it. */
  prone: boolean | null;
  /** Set when the economy refused and the action was forced. */
  overridden: Reason | null;
}

export type TakeActionResult = TakenAction | { ok: false; reason: Reason };

export function takeAction(budget: TeamsBudget, resources: Resources, id: TeamsActionId, ctx: ActionContext, force = false): TakeActionResult {
  const check = checkAction(budget, id, ctx);
  if (!check.ok && !force) return check;
  const cost = check.ok ? check.cost : forcedCost(budget, id, ctx);
  const spent = spendActions(budget, cost);
  const started = cost.carried > 0 ? { ...spent, extended: { action: id, actionsLeft: cost.carried, itemId: ctx.itemId } } : spent;
  const marked = marks(started, id, ctx, cost);
  const completed = cost.carried === 0;
  return {
    ok: true,
    budget: completed ? completeAction(marked, id) : marked,
    resources: payResources(resources, cost),
    cost,
    completed,
    prone: proneAfter(id),
    overridden: check.ok ? null : { key: TEAMS_ECONOMY_OUTCOME.overridden, data: { reason: check.reason.key } },
  };
}

/** A forced action is taken whole, now; the turn's actions run out at zero rather than below. */
function forcedCost(budget: TeamsBudget, id: TeamsActionId, ctx: ActionContext): ActionCost {
  const cost = actionCost(budget, id, ctx);
  return { ...cost, actions: cost.actions + cost.carried, carried: 0 };
}

function spendActions(budget: TeamsBudget, cost: ActionCost): TeamsBudget {
  if (cost.granted) return { ...budget, grantedActions: Math.max(0, budget.grantedActions - 1) };
  return { ...budget, actionsSpent: Math.min(ACTIONS_PER_TURN, budget.actionsSpent + cost.actions) };
}

/** What an action leaves on the budget when it is taken; what it does lasts as well when an ally's Command gave it. */
function marks(budget: TeamsBudget, id: TeamsActionId, ctx: ActionContext, cost: ActionCost): TeamsBudget {
  switch (id) {
    case "move":
    case "sprint":
      // A commanded Move is not the ally's own Move of the turn.
      return cost.granted ? budget : { ...budget, moved: true };
    case "step":
      return { ...budget, stepped: true };
    case "command":
      return ctx.target ? { ...budget, commanded: [...budget.commanded, ctx.target] } : budget;
    case "guard":
      return { ...budget, guarding: true, turnEnded: true };
    case "wait":
      return { ...budget, reactionsLeft: budget.reactionsLeft + 1, turnEnded: true };
    case "readyAction":
      return { ...budget, readied: true, readiedAction: ctx.readied?.action ?? "", readiedTrigger: readiedTrigger(ctx.readied?.trigger), turnEnded: true };
    case "seekCover":
      return { ...budget, inCover: true };
    default:
      return budget;
  }
}

/** Resuscitate begins by going prone; Drop Prone and Stand Up say what they do. */
function proneAfter(id: TeamsActionId): boolean | null {
  if (id === "resuscitate" || id === "dropProne") return true;
  return id === "standUp" ? false : null;
}

