/** Where an actor stands, as the sheet's client reads it: its combat's stored budget and turn, its pools and items. */
import { combatantOf } from "../../../../foundry/actors/combatant-of";
import { adapterOf, stateOf } from "../../../../foundry/combat/combat-engine";
import { storedEconomy } from "../../../../foundry/combat/round-budget";
import { teamsEconomy } from "../../rules/actions/economy";
import { freshBudget } from "../../rules/actions/turn-budget";
import { teamsActionsView, type PanelSituation, type TeamsActionsView } from "./actions-view";
import { teamsOwnTurn } from "./own-turn";
import { holdableItems, isProne, poolOf } from "./actor-facts";

export function panelSituation(actor: Actor.Implementation): PanelSituation {
  const found = combatantOf(actor);
  const view = found ? (adapterOf(found.combat)?.view(stateOf(found.combat)) ?? null) : null;
  return {
    inCombat: found !== null,
    started: view?.started === true,
    ownTurn: found ? teamsOwnTurn(view, found.combatant.id ?? "") : true,
    budget: found ? teamsEconomy.read(storedEconomy(found.combatant)) : freshBudget(),
    stamina: poolOf(actor, "stamina"),
    focus: poolOf(actor, "focus"),
    prone: isProne(actor),
    items: holdableItems(actor),
  };
}

/** The actions panel for a teams sheet. */
export function teamsActionsPanel(actor: Actor.Implementation): TeamsActionsView {
  return teamsActionsView(panelSituation(actor));
}
