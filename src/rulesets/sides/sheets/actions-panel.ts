/** The actions panel both sides sheets show, built from plain facts so the render checks build the very same. */
import { freshRound, type RoundActions } from "../rules/combat/action-economy";
import { contextOf, type ActorFacts } from "../flows/actions/action-context";
import { actionsView, type ActionsView, type PanelAttack } from "../flows/actions/actions-view";

/** Where the actor stands in the round, as the sheet's client reads it from the combat (panel-input.ts). */
export interface RoundSituation {
  inCombat: boolean;
  /** Its side's (or its own) turn; out of combat there is no turn to be out of. */
  ownTurn: boolean;
  state: RoundActions;
  prone: boolean;
}

export const OUT_OF_COMBAT: RoundSituation = { inCombat: false, ownTurn: true, state: freshRound(), prone: false };

export interface PanelFacts {
  actor: ActorFacts;
  movementFt: number;
  attacks: readonly PanelAttack[];
  /** Offer the morale check (monsters, when the world uses morale). */
  morale: boolean;
}

export function actionsPanel(facts: PanelFacts, round: RoundSituation): ActionsView {
  return actionsView({
    state: round.state,
    ctx: contextOf(round.ownTurn, facts.actor),
    inCombat: round.inCombat,
    prone: round.prone,
    baseMovementFt: facts.movementFt,
    attacks: facts.attacks,
    morale: facts.morale,
  });
}
