/**
 * The riposte when a foe enters a creature's reach: on the active GM's client, every token move in a
 * started declared fight may offer reach cards (offer-ripostes.ts); the card's step and buttons.
 */
import { registerCardButtons, registerCardSteps } from "../../../../foundry/cards";
import { declaredFight } from "../attack/fighters";
import { offerRipostes } from "./offer-ripostes";
import { onEachMove, type TokenMove } from "../../../../foundry/scene/token-moves";
import { DECLARED_REACH_CARD } from "./reach-card";
import { reachButtons, reachRiposteStep } from "./reach-steps";

/** GM, on its lane: offers ripostes for the token's move in a started declared fight. */
async function offerOnMove(token: TokenDocument.Implementation, move: TokenMove): Promise<void> {
  const fight = declaredFight(token);
  const mover = token.combatant;
  if (!fight || !mover || fight.state.phase === "setup") return;
  await offerRipostes(fight.combat, mover, move);
}

export function registerDeclaredReach(): void {
  registerCardSteps(DECLARED_REACH_CARD, [reachRiposteStep]);
  registerCardButtons(reachButtons);
  onEachMove("declared reach riposte", offerOnMove);
}
