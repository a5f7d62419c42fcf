/**
 * The riposte when a foe enters a creature's reach: on the active GM's client, every token move in a
 * started declared fight may offer reach cards (offer-ripostes.ts); the card's step and buttons.
 */
import { onGmLane } from "../../../../foundry/channel";
import { registerCardButtons, registerCardSteps } from "../../../../foundry/cards";
import { declaredFight } from "../attack/fighters";
import { offerRipostes } from "./offer-ripostes";
import { watchTokenMoves, type TokenMove } from "../../../../foundry/scene/token-moves";
import { DECLARED_REACH_CARD } from "./reach-card";
import { reachButtons, reachRiposteStep } from "./reach-steps";

/** The active GM saw the token move: offer ripostes in a started declared fight. */
export function onTokenMove(token: TokenDocument.Implementation, move: TokenMove): Promise<void> | undefined {
  const fight = declaredFight(token);
  const mover = token.combatant;
  if (!fight || !mover || fight.state.phase === "setup") return;
  return onGmLane(() => offerRipostes(fight.combat, mover, move)).catch((error: unknown) => console.error("Fray | declared reach riposte failed", error));
}

export function registerDeclaredReach(): void {
  registerCardSteps(DECLARED_REACH_CARD, [reachRiposteStep]);
  registerCardButtons(reachButtons);
  watchTokenMoves(onTokenMove);
}
