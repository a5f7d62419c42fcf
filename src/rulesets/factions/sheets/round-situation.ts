/** The creature's budget this round when it fights in a started fight (the viewed combat), else null. */
import { combatantOf } from "../../../foundry/actors/combatant-of";
import { fightTurnOf } from "../../../foundry/combat/fight-turn";
import { storedEconomy } from "../../../foundry/combat/round-budget";
import { factionsEconomy, type FactionsBudget } from "../rules/actions/budget";

export function factionsBudgetInFight(actor: Actor.Implementation): FactionsBudget | null {
  const fight = fightTurnOf(combatantOf(actor)?.combatant);
  return fight ? factionsEconomy.read(storedEconomy(fight.combatant)) : null;
}
