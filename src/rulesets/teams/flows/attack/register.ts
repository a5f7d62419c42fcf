/** The teams attack's GM commands and its card's steps and buttons, registered with the ruleset. */
import { registerCardButtons, registerCardSteps } from "../../../../foundry/cards";
import { teamsAttackButtons } from "../card/buttons";
import { TEAMS_ATTACK_CARD } from "../card/card-type";
import { applyStep, undoStep } from "../card/damage-steps";
import { deathTestStep, fallStep, fortifyStep } from "../card/follow-up-steps";
import { interceptStep } from "../card/intercept-step";
import { reactStep } from "../card/react-step";
import { registerTeamsAttackHandler } from "./gm-attack";

export const TEAMS_CARD_STEPS = [interceptStep, reactStep, applyStep, fortifyStep, fallStep, deathTestStep, undoStep];

export function registerTeamsAttack(): void {
  registerTeamsAttackHandler();
  registerCardSteps(TEAMS_ATTACK_CARD, TEAMS_CARD_STEPS);
  registerCardButtons(teamsAttackButtons);
}
