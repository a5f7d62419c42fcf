/** The declared attack's GM command and its card's steps and buttons, registered with the ruleset. */
import { registerCardButtons, registerCardSteps } from "../../../../foundry/cards";
import { declaredAttackButtons } from "../card/buttons";
import { DECLARED_ATTACK_CARD } from "../card/card-type";
import { DECLARED_CARD_STEPS } from "../card/steps";
import { registerDeclaredAttackHandler } from "./gm-attack";

export function registerDeclaredAttack(): void {
  registerDeclaredAttackHandler();
  registerCardSteps(DECLARED_ATTACK_CARD, DECLARED_CARD_STEPS);
  registerCardButtons(declaredAttackButtons);
}
