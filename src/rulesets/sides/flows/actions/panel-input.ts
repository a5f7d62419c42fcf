/** Builds the actions panel's input from an actor on the sheet's client: its stored budget when in combat. */
import { adapterOf, stateOf } from "../../../../foundry/combat/turn-handler";
import { storedEconomy } from "../../../../foundry/combat/combatant-model";
import { groupIdOf } from "../../../../foundry/combat/fight-setup";
import { freshRound } from "../../rules/combat/action-economy";
import { sidesEconomy } from "../../rules/economy";
import { actionContext } from "./action-context";
import { actionsView, type ActionsView, type PanelAttack } from "./actions-view";
import { actorFacts, baseMovement, isProne } from "./actor-facts";
import { combatantOf } from "./combatant-of";

export function actionsPanel(actor: Actor.Implementation, attacks: readonly PanelAttack[], morale: boolean): ActionsView {
  const found = combatantOf(actor);
  const view = found ? (adapterOf(found.combat)?.view(stateOf(found.combat)) ?? null) : null;
  const ctx = actionContext(view, found?.combatant.id ?? "", found ? groupIdOf(found.combatant) : null, actorFacts(actor));
  return actionsView({
    state: found ? sidesEconomy.read(storedEconomy(found.combatant)) : freshRound(),
    ctx,
    inCombat: found !== null,
    prone: isProne(actor),
    baseMovementFt: baseMovement(actor),
    attacks,
    morale,
  });
}
