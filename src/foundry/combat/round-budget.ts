/**
 * The one way into a combatant's action budget for this round. Budgets live in the Combat's round
 * state (where players cannot write and undo restores them), keyed by combatant id; the active
 * ruleset's economy reads what is stored. Writes are the GM's, one at a time on the GM's lane.
 */
import { budgetOf, emptyRoundState, withBudgets, type RoundState } from "../../core/schema/round-state";
import { activeRules } from "../active-ruleset";
import { combatData } from "./combat-model";

/** The active ruleset's action budget rules, or null when it keeps none. */
export function activeEconomy() {
  return activeRules().economy;
}

/** The combat's round state (a combat without Fray data has none). */
export function roundStateOf(combat: Combat.Implementation | null | undefined): RoundState {
  return (combat ? combatData(combat)?.roundState : null) ?? emptyRoundState();
}

/** GM: replaces the combat's round state whole. */
export async function saveRoundState(combat: Combat.Implementation, roundState: RoundState): Promise<void> {
  await combat.update({ system: { roundState } } as Combat.UpdateData);
}

/** The combatant's stored budget (null when none is stored: the economy reads that as a fresh one). */
export function storedEconomy(combatant: Combatant.Implementation): unknown {
  return combatant.id ? budgetOf(roundStateOf(combatant.parent), combatant.id) : null;
}

/** GM: stores the combatant's budget after it spent something. */
export async function storeEconomy(combatant: Combatant.Implementation, budget: object): Promise<void> {
  const combat = combatant.parent;
  if (!combat || !combatant.id) return;
  await saveRoundState(combat, withBudgets(roundStateOf(combat), new Map([[combatant.id, budget]])));
}
