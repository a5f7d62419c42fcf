/**
 * The riposte when a foe enters a creature's reach: on the active GM's client, every token move in a
 * started declared fight may offer reach cards (offer-ripostes.ts); the card's step and buttons.
 */
import { isActiveGmHere, onGmLane } from "../../../../foundry/channel";
import { registerCardButtons, registerCardSteps } from "../../../../foundry/cards";
import { declaredFight } from "../attack/fighters";
import { offerRipostes } from "./offer-ripostes";
import { rememberFighters, startOfMove } from "./positions";
import { DECLARED_REACH_CARD } from "./reach-card";
import { reachButtons, reachRiposteStep } from "./reach-steps";

/**
 * Foundry's updateToken hook, `updateDocument` for Token documents: (document, changed, options, userId),
 * fired on every client after the server applied the change; `changed` holds only what changed
 * (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html).
 */
export function onTokenUpdate(token: TokenDocument.Implementation, changed: { x?: unknown; y?: unknown }): Promise<void> | undefined {
  if (!isActiveGmHere() || (changed.x === undefined && changed.y === undefined)) return;
  const start = startOfMove(token);
  const fight = declaredFight(token);
  const mover = token.combatant;
  if (!fight || !mover || fight.state.phase === "setup") return;
  return onGmLane(() => offerRipostes(fight.combat, mover, start)).catch((error: unknown) => console.error("Fray | declared reach riposte failed", error));
}

export function registerDeclaredReach(): void {
  registerCardSteps(DECLARED_REACH_CARD, [reachRiposteStep]);
  registerCardButtons(reachButtons);
  Hooks.on("updateCombat", (combat) => {
    if (isActiveGmHere()) rememberFighters(combat);
  });
  Hooks.on("updateToken", (token, changed) => void onTokenUpdate(token, changed as { x?: unknown; y?: unknown }));
}
