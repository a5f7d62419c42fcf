/**
 * Whether a combatant may take an action now and what it would cost, or why not. The one place the
 * limits of the chapter's action table are checked; take-action.ts applies what this allows.
 */
import { refuse, type Decision, type Reason } from "../../../../core/rules-types";
import { teamsAction, type TeamsActionId } from "./action-table";
import { actionCost, usesGrantedAction, type ActionContext, type ActionCost } from "./action-cost";
import { TEAMS_ECONOMY_REFUSAL as REFUSAL } from "./labels";
import { isReadyableAction } from "./ready-action";
import { missingResource } from "./resources";
import { actionsLeft, type TeamsBudget } from "./turn-budget";

export type ActionCheck = Decision<{ cost: ActionCost }>;

/** Actions an ally's Command cannot be spent on: ones that end or span a turn, or need this turn's move. */
const NOT_FOR_GRANTED: readonly TeamsActionId[] = ["guard", "wait", "readyAction", "sprint", "command"];

export function checkAction(budget: TeamsBudget, id: TeamsActionId, ctx: ActionContext): ActionCheck {
  const refusal = limitRefusal(budget, id, ctx);
  if (refusal) return refusal;
  const cost = actionCost(budget, id, ctx);
  const missing = missingResource({ stamina: ctx.stamina, focus: ctx.focus }, cost);
  if (missing === "stamina") return refuse(REFUSAL.notEnoughStamina, { needed: cost.stamina, left: ctx.stamina });
  if (missing === "focus") return refuse(REFUSAL.notEnoughFocus, { needed: cost.focus, left: ctx.focus });
  return { ok: true, cost };
}

function limitRefusal(budget: TeamsBudget, id: TeamsActionId, ctx: ActionContext): { ok: false; reason: Reason } | null {
  const line = teamsAction(id, ctx.reloadActions);
  if (!ctx.ownTurn) return offTurnRefusal(budget, id, ctx, line.free || line.actions > 1);
  if (budget.turnEnded) return refuse(REFUSAL.turnEnded);
  if (line.free) return freeActionRefusal(budget, id, ctx);
  // "On her next turn, she will need to spend her first action to finish reloading before taking any other actions."
  if (budget.extended) return refuse(REFUSAL.finishOrAbandon, { action: budget.extended.action });
  if (actionsLeft(budget) === 0) return refuse(REFUSAL.noActionsLeft);
  switch (id) {
    case "move":
      if (budget.moved) return refuse(REFUSAL.alreadyMoved);
      return budget.stepped ? refuse(REFUSAL.alreadyStepped) : null;
    case "sprint":
      return budget.moved ? null : refuse(REFUSAL.sprintNeedsMove);
    case "command":
      if (!ctx.target) return refuse(REFUSAL.commandNeedsTarget);
      return budget.commanded.includes(ctx.target) ? refuse(REFUSAL.alreadyCommanded) : null;
    case "standUp":
      return ctx.prone ? null : refuse(REFUSAL.notProne);
    case "readyAction":
      return ctx.readied && !isReadyableAction(ctx.readied.action) ? refuse(REFUSAL.notReadyable, { action: ctx.readied.action }) : null;
    // Stryker disable next-line ConditionalExpression: an empty default returns undefined, which the caller reads as null
    default:
      return null;
  }
}

/** Off your turn only an action an ally's Command gave may be taken, and only a simple one. */
function offTurnRefusal(budget: TeamsBudget, id: TeamsActionId, ctx: ActionContext, notSimple: boolean) {
  if (!usesGrantedAction(budget, ctx)) return refuse(REFUSAL.notYourTurn);
  return notSimple || NOT_FOR_GRANTED.includes(id) ? refuse(REFUSAL.notWithGrantedAction) : null;
}

function freeActionRefusal(budget: TeamsBudget, id: TeamsActionId, ctx: ActionContext) {
  if (id === "step") {
    // A step is taken instead of a move, once a turn.
    if (budget.stepped) return refuse(REFUSAL.alreadyStepped);
    return budget.moved ? refuse(REFUSAL.alreadyMoved) : null;
  }
  if (id === "dropProne") return ctx.prone ? refuse(REFUSAL.alreadyProne) : null;
  return null;
}
