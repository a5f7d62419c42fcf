/** The chase shell for `factions`: the tracker's Chase command, the chase card's GM steps and its buttons. */
import { askGm, registerGmHandler } from "../../../../foundry/channel";
import { registerCardButtons, registerCardSteps, type CardButtons } from "../../../../foundry/cards";
import { FACTIONS_CHASE_CARD, FACTIONS_CHASE_CARD_TEMPLATE } from "./chase-card";
import type { FactionsChaseRecord } from "../../schema/chase-card";
import { handleChaseNow } from "./chase-now";
import { FACTIONS_CHASE_STEPS } from "./chase-steps";
import { CHASE_COMMANDS } from "./keys";

export const FACTIONS_CHASE_TEMPLATES = [FACTIONS_CHASE_CARD_TEMPLATE];

const isStep = (action: string): action is "pace" | "run" | "undo" => action === "pace" || action === "run" || action === "undo";

/** Every button is the GM's (the steps refuse anyone else too). */
const chaseButtons: CardButtons<FactionsChaseRecord> = {
  card: FACTIONS_CHASE_CARD,
  mayUse: () => false,
  open: (_action, record) => !record.undone,
  click: (action, message, _record, button) =>
    isStep(action) ? askGm(CHASE_COMMANDS[action], { messageId: message.id ?? "", combatantId: button.dataset.combatantId ?? "", pace: button.dataset.pace ?? "" }) : Promise.resolve(),
};

export function registerFactionsChase(): void {
  registerCardSteps(FACTIONS_CHASE_CARD, FACTIONS_CHASE_STEPS);
  registerCardButtons(chaseButtons);
  registerGmHandler(CHASE_COMMANDS.now, handleChaseNow);
}
