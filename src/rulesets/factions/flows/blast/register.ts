/** The factions blast's GM command and its card's steps and buttons, registered with the ruleset. */
import { registerCardButtons, registerCardSteps } from "../../../../foundry/cards";
import { factionsBlastButtons } from "./buttons";
import { FACTIONS_BLAST_CARD } from "./card-type";
import { registerFactionsBlastHandler } from "./gm-blast";
import { FACTIONS_BLAST_STEPS } from "./steps";

export function registerFactionsBlast(): void {
  registerFactionsBlastHandler();
  registerCardSteps(FACTIONS_BLAST_CARD, FACTIONS_BLAST_STEPS);
  registerCardButtons(factionsBlastButtons);
}

export { FACTIONS_BLAST_TEMPLATES } from "./templates";
export { factionsBlastCardModels } from "./card-model";
