/**
 * The morale step's shell for `factions`: at the engine's morale step the active GM posts the morale
 * card (its GM steps and buttons registered here), and a surrendered character harmed fights again.
 */
import { engineRoundOf } from "../../../../foundry/combat/combat-engine";
import type { TurnEvent } from "../../../../core/turns/engine";
import { isActiveGmHere, onGmLane } from "../../../../foundry/channel";
import { registerCardButtons, registerCardSteps } from "../../../../foundry/cards";
import { FACTIONS_MORALE_CARD, FACTIONS_MORALE_CARD_TEMPLATE } from "./morale-card";
import { factionsMoraleButtons } from "./morale-buttons";
import { FACTIONS_MORALE_STEPS } from "./morale-steps";
import { moraleChaseStep } from "./morale-chase";
import { postFactionsMoraleCard } from "./post-morale";
import { registerHarmedSurrender } from "./harmed-surrender";

export const FACTIONS_MORALE_TEMPLATES = [FACTIONS_MORALE_CARD_TEMPLATE];

export function registerFactionsMorale(): void {
  registerCardSteps(FACTIONS_MORALE_CARD, [...FACTIONS_MORALE_STEPS, moraleChaseStep]);
  registerCardButtons(factionsMoraleButtons);
  registerHarmedSurrender();
  Hooks.on("fray.moraleStep", (combat: Combat.Implementation, event: TurnEvent) => {
    if (!isActiveGmHere()) return;
    onGmLane(() => postFactionsMoraleCard(combat, "round" in event ? event.round : (engineRoundOf(combat) ?? 0))).catch((error: unknown) => console.error("Fray | factions morale step failed", error));
  });
}
