/**
 * What an action would spend now: actions from this turn (or an ally's Command), stamina and focus,
 * and how many of its actions are left to pay on later turns when it is longer than what is left.
 */
import { teamsAction, type TeamsActionDefinition, type TeamsActionId } from "./action-table";
import { actionsLeft, type TeamsBudget } from "./turn-budget";

export interface ActionContext {
  /** It is this combatant's own turn. */
  ownTurn: boolean;
  stamina: number;
  focus: number;
  prone: boolean;
  /** Command: the ally (combatant id) given an action. */
  target?: string;
  /** Reload: the weapon's reload time in actions. */
  reloadActions?: number;
  /** Reload: the weapon reloaded, kept with the action when it carries into later turns. */
  itemId?: string;
  /** Ready an Action: the action readied (an id of the action table) and its trigger. */
  readied?: { action: string; trigger: string };
}

export interface ActionCost {
  /** Actions spent now. */
  actions: number;
  /** The action spent is one an ally's Command gave, taken during that ally's turn. */
  granted: boolean;
  /** Actions still owed on later turns before the action takes effect (extended actions). */
  carried: number;
  stamina: number;
  focus: number;
}

/** A Command's action is one simple action taken on the commander's turn. */
export function usesGrantedAction(budget: TeamsBudget, ctx: Pick<ActionContext, "ownTurn">): boolean {
  return !ctx.ownTurn && budget.grantedActions > 0;
}

export function actionCost(budget: TeamsBudget, id: TeamsActionId, ctx: ActionContext): ActionCost {
  const line: TeamsActionDefinition = teamsAction(id, ctx.reloadActions);
  const resources = { stamina: line.stamina, focus: line.focus };
  if (line.free) return { actions: 0, granted: false, carried: 0, ...resources };
  if (usesGrantedAction(budget, ctx)) return { actions: 1, granted: true, carried: Math.max(0, line.actions - 1), ...resources };
  const now = Math.min(line.actions, actionsLeft(budget));
  return { actions: now, granted: false, carried: line.actions - now, ...resources };
}
