/** The sheet's creature's budget in the fight being viewed (round-budget.ts), or null outside a started fight. */
import { combatantOf } from "../../../foundry/actors/combatant-of";
import { storedEconomy } from "../../../foundry/combat/round-budget";
import { classicEconomy, type ClassicBudget } from "../rules/actions/budget";

export function classicBudgetInFight(actor: Actor.Implementation): ClassicBudget | null {
  const found = combatantOf(actor);
  if (!found?.combat.started) return null;
  return classicEconomy.read(storedEconomy(found.combatant));
}
