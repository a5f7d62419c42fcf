/** The morale card's shell: its GM steps (roll, obvious, flees, surrenders, note Intimidation) and its buttons. */
import { registerCardButtons, registerCardSteps } from "../../../../foundry/cards";
import { MORALE_CARD } from "./morale-card";
import { moraleButtons } from "./morale-buttons";
import { MORALE_STEPS } from "./morale-steps";

export function registerDeclaredMorale(): void {
  registerCardSteps(MORALE_CARD, MORALE_STEPS);
  registerCardButtons(moraleButtons);
}
