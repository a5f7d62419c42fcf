/** The factions attack's GM command and its card's steps and buttons, registered with the ruleset. */
import { registerCardButtons, registerCardSteps } from "../../../../foundry/cards";
import { factionsAttackButtons } from "../card/buttons";
import { FACTIONS_ATTACK_CARD } from "../card/card-type";
import { FACTIONS_CARD_STEPS } from "../card/steps";
import { registerFactionsAttackHandler } from "./gm-attack";

export function registerFactionsAttack(): void {
  registerFactionsAttackHandler();
  registerCardSteps(FACTIONS_ATTACK_CARD, FACTIONS_CARD_STEPS);
  registerCardButtons(factionsAttackButtons);
}

export { FACTIONS_ATTACK_TEMPLATES } from "../card/templates";
