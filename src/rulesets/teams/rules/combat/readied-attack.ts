/**
 * An attack taken as the readied action: the reaction pays for it (refused with nothing readied, another
 * action readied, or no reaction left), its own action was paid when it was readied, and the attacks made
 * earlier this round still give the multiple attack penalty. It may go off on anyone's turn.
 */
import type { Decision } from "../../../../core/rules-types";
import { readiedAttackBudget, takeReadiedAction } from "../actions/ready-action";
import type { TeamsBudget } from "../actions/turn-budget";
import type { PlannedAttacker } from "./attack-plan";

export function readiedAttacker(attacker: PlannedAttacker): Decision<{ attacker: PlannedAttacker; budgetAfter: TeamsBudget }> {
  const taken = takeReadiedAction(attacker.budget, "attack", { prone: attacker.context.prone });
  if (!taken.ok) return taken;
  return {
    ok: true,
    attacker: { ...attacker, budget: readiedAttackBudget(attacker.budget), context: { ...attacker.context, ownTurn: true } },
    budgetAfter: taken.budget,
  };
}
