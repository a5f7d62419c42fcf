/** Where an actor on the sheet's client stands in the round: its stored budget and turn when in combat. */
import { adapterOf, stateOf } from "../../../../foundry/combat/turn-handler";
import { storedEconomy } from "../../../../foundry/combat/round-budget";
import { groupIdOf } from "../../../../foundry/combat/fight-setup";
import { combatantOf } from "../../../../foundry/actors/combatant-of";
import { sidesEconomy } from "../../rules/economy";
import { OUT_OF_COMBAT, type RoundSituation } from "../../sheets/actions-panel";
import { isOwnTurn } from "../../../../core/turns/own-turn";
import { isProne } from "./actor-facts";

export function roundSituation(actor: Actor.Implementation): RoundSituation {
  const prone = isProne(actor);
  const found = combatantOf(actor);
  if (!found) return { ...OUT_OF_COMBAT, prone };
  const view = adapterOf(found.combat)?.view(stateOf(found.combat)) ?? null;
  return {
    inCombat: true,
    ownTurn: isOwnTurn(view, found.combatant.id ?? "", groupIdOf(found.combatant)),
    state: sidesEconomy.read(storedEconomy(found.combatant)),
    prone,
  };
}
