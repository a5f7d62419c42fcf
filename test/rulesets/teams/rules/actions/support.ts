import { takeAction } from "../../../../../src/rulesets/teams/rules/actions/take-action";
import type { TeamsActionId } from "../../../../../src/rulesets/teams/rules/actions/action-table";
import type { ActionContext } from "../../../../../src/rulesets/teams/rules/actions/action-cost";
import type { Resources } from "../../../../../src/rulesets/teams/rules/actions/resources";
import { freshBudget, type TeamsBudget } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";

export const onMyTurn: ActionContext = { ownTurn: true, stamina: 5, focus: 5, prone: false };

/** Takes actions one after another on the combatant's own turn, failing the test on any refusal. */
export function afterActions(actions: TeamsActionId[], start: TeamsBudget = freshBudget(), ctx: Partial<ActionContext> = {}): { budget: TeamsBudget; resources: Resources } {
  let budget = start;
  let resources: Resources = { stamina: ctx.stamina ?? onMyTurn.stamina, focus: ctx.focus ?? onMyTurn.focus };
  for (const id of actions) {
    const taken = takeAction(budget, resources, id, { ...onMyTurn, ...ctx, ...resources });
    if (!taken.ok) throw new Error(`${id} refused: ${taken.reason.key}`);
    budget = taken.budget;
    resources = taken.resources;
  }
  return { budget, resources };
}
