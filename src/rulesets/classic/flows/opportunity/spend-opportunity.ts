/**
 * Whether a creature may still make an attack of opportunity this round, on the GM's client (an offer is
 * made only then): it threatens with a weapon it is trained in, and its immediate actions allow one
 * (spendOpportunity: one a round without Battle Prowess, none after another kind until its turn).
 * The attack flow spends it when the strike is made. Outside a tracked fight there is no budget.
 */
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { storedEconomy } from "../../../../foundry/combat/round-budget";
import { classicEconomy } from "../../rules/actions/budget";
import { spendOpportunity } from "../../rules/actions/opportunity";
import { watcherOf } from "./watcher";

/** Whether the creature on this token may make an attack of opportunity now (nothing is spent). */
export function mayTakeOpportunity(token: TokenDocument.Implementation): boolean {
  const watcher = token.actor ? watcherOf(token.actor) : null;
  if (!watcher) return false;
  const combatant = tokenCombatant(token)?.combatant ?? null;
  const budget = classicEconomy.read(combatant ? storedEconomy(combatant) : null);
  const threatens = watcher.weapon !== null && watcher.weapon.trained;
  return spendOpportunity(budget, { threatens, opportunitiesPerRound: watcher.opportunitiesPerRound }).ok;
}
