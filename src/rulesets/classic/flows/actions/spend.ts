/**
 * The classic budget of a creature in a started fight, on the GM's client, through the shared round
 * budget: the action's spend (the pure spendAction) is stored; past the budget the refusal is marked
 * overridable, and a confirmed (`force`) request is taken anyway with the budget left as it was.
 * Outside a started fight there is no budget.
 */
import type { Decision } from "../../../../core/rules-types";
import { isOwnTurn } from "../../../../core/turns/own-turn";
import { OVERRIDABLE } from "../../../../foundry/actions/override";
import { adapterOf, stateOf } from "../../../../foundry/combat/combat-engine";
import { groupIdOf } from "../../../../foundry/combat/fight-setup";
import { storedEconomy, storeEconomy } from "../../../../foundry/combat/round-budget";
import { classicEconomy, type ClassicBudget } from "../../rules/actions/budget";
import { spendAction, type ClassicAction } from "../../rules/actions/spend-action";
import type { Reason } from "../../../../core/rules-types";

export type BudgetSpend = Decision<{ standardGivenUp: boolean; overridden: Reason | null }>;

/** The combatant's budget in a started fight, or null outside one. */
export function fightBudget(combatant: Combatant.Implementation | null): ClassicBudget | null {
  const combat = combatant?.parent;
  return combat && adapterOf(combat) ? classicEconomy.read(storedEconomy(combatant)) : null;
}

export async function spendTakenAction(combatant: Combatant.Implementation | null, attacksPerRound: number, action: ClassicAction, force: boolean): Promise<BudgetSpend> {
  const budget = fightBudget(combatant);
  const combat = combatant?.parent;
  if (!budget || !combat || !combatant) return { ok: true, standardGivenUp: false, overridden: null };
  const ownTurn = isOwnTurn(adapterOf(combat)?.view(stateOf(combat)) ?? null, combatant.id ?? "", groupIdOf(combatant));
  const spent = spendAction(budget, action, { ownTurn, attacksPerRound, immediatesPerRound: { opportunity: 1, counterspell: 1, other: 1 } });
  if (spent.ok) {
    await storeEconomy(combatant, spent.budget);
    return { ok: true, standardGivenUp: spent.standardGivenUp, overridden: null };
  }
  if (!force) return { ok: false, reason: { key: spent.reason.key, data: { ...spent.reason.data, [OVERRIDABLE]: 1 } } };
  return { ok: true, standardGivenUp: false, overridden: spent.reason };
}
