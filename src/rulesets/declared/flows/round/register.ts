/**
 * The round's shell for `declared`: the end of each round (bleeding, then the morale card) when the
 * engine reaches its morale step (or, under a structure without one, when the round ends), on the
 * active GM's lane; the Stabilize command; the morale card.
 */
import type { TurnEvent } from "../../../../core/turns/engine";
import { isActiveGmHere, onGmLane, registerGmHandler } from "../../../../foundry/channel";
import { registerDeclaredMorale } from "../morale/register";
import { DECLARED_MORALE_CARD_TEMPLATE, DECLARED_MORALE_INTIMIDATION_TEMPLATE } from "../morale/morale-card";
import { endOfRound } from "./round-end";
import { handleStabilize, STABILIZE_COMMAND } from "./stabilize";
import { DECLARED_STABILIZE_CARD_TEMPLATE } from "./stabilize-card";

export const DECLARED_ROUND_TEMPLATES = [DECLARED_MORALE_CARD_TEMPLATE, DECLARED_MORALE_INTIMIDATION_TEMPLATE, DECLARED_STABILIZE_CARD_TEMPLATE];

export function registerDeclaredRound(): void {
  registerGmHandler(STABILIZE_COMMAND, handleStabilize);
  registerDeclaredMorale();
  // The declared engine's morale step ends the round; other structures only end it (the ledger keeps it to once).
  const atRoundEnd = (combat: Combat.Implementation, event: TurnEvent) => {
    if ((event.type !== "moraleStep" && event.type !== "roundEnd") || !isActiveGmHere()) return;
    onGmLane(() => endOfRound(combat, event.round)).catch((error: unknown) => console.error("Fray | declared round end failed", error));
  };
  Hooks.on("fray.moraleStep", atRoundEnd);
  Hooks.on("fray.roundEnd", atRoundEnd);
}
