/** The classic attack's GM command and its card's steps and buttons, registered with the ruleset. */
import { registerCardButtons, registerCardSteps } from "../../../../foundry/cards";
import { classicAttackButtons } from "../card/buttons";
import { CLASSIC_ATTACK_CARD } from "../card/card-type";
import { CLASSIC_CARD_STEPS } from "../card/steps";
import { registerClassicAttackHandler } from "./gm-attack";

export function registerClassicAttack(): void {
  registerClassicAttackHandler();
  registerCardSteps(CLASSIC_ATTACK_CARD, CLASSIC_CARD_STEPS);
  registerCardButtons(classicAttackButtons);
}
