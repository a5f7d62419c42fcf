/**
 * Command's other half: the commanded ally gets one action to take during the commander's turn.
 * The commander's side (2 focus, once per turn per target) is checked with the other actions.
 */
import type { TeamsBudget } from "./turn-budget";

export function grantCommandedAction(ally: TeamsBudget): TeamsBudget {
  return { ...ally, grantedActions: ally.grantedActions + 1 };
}

/** The commander's turn ended: an action it gave and the ally did not take is lost. */
export function expireGrantedActions(ally: TeamsBudget): TeamsBudget {
  return ally.grantedActions === 0 ? ally : { ...ally, grantedActions: 0 };
}
