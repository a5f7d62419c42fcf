/** The after-fight shell for `factions`: the card posted when a fight ends (unless the GM ran it from the tracker), its GM step and its buttons. */
import { askGm, isActiveGmHere, onGmLane, registerGmHandler } from "../../../../foundry/channel";
import { registerCardButtons, registerCardSteps, type CardButtons } from "../../../../foundry/cards";
import { FACTIONS_AFTER_FIGHT_CARD, FACTIONS_AFTER_FIGHT_CARD_TEMPLATE } from "./after-fight-card";
import type { FactionsAfterFightRecord } from "../../schema/after-fight-card";
import { AFTER_FIGHT_COMMAND, gearWearStep } from "./gear-wear";
import { postAfterFightCard } from "./post-after-fight";
import { AFTER_FIGHT_NOW_COMMAND, afterFightRun, handleAfterFightNow } from "./after-fight-now";

export const FACTIONS_AFTER_FIGHT_TEMPLATES = [FACTIONS_AFTER_FIGHT_CARD_TEMPLATE];

/** The card's one button is the GM's (the step refuses anyone else too). */
const afterFightButtons: CardButtons<FactionsAfterFightRecord> = {
  card: FACTIONS_AFTER_FIGHT_CARD,
  mayUse: () => false,
  open: (_action, record) => !record.rolled,
  click: (action, message) => (action === "wear" ? askGm(AFTER_FIGHT_COMMAND, { messageId: message.id ?? "" }) : Promise.resolve()),
};

export function registerFactionsAfterFight(): void {
  registerCardSteps(FACTIONS_AFTER_FIGHT_CARD, [gearWearStep]);
  registerCardButtons(afterFightButtons);
  registerGmHandler(AFTER_FIGHT_NOW_COMMAND, handleAfterFightNow);
  Hooks.on("deleteCombat", (combat) => {
    if (!isActiveGmHere() || afterFightRun(combat)) return;
    onGmLane(() => postAfterFightCard(combat)).catch((error: unknown) => console.error("Fray | factions after-fight card failed", error));
  });
}
