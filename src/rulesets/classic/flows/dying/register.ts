/** Wires going down into Foundry: the GM's death save and rest commands, the going-down card's button, the round's hooks. */
import { registerGmHandler } from "../../../../foundry/channel";
import { registerClassicRound } from "../round/register";
import { CLASSIC_DEATH_SAVE_CARD_TEMPLATE } from "./death-save-card";
import { CLASSIC_DEATH_SAVE_COMMAND, handleDeathSave } from "./death-save";
import { CLASSIC_DOWN_CARD_TEMPLATE, CLASSIC_WOUND_DIALOG_TEMPLATE, wireDownCard } from "./down-card";
import { CLASSIC_REST_COMMAND, CLASSIC_REST_DIALOG_TEMPLATE, handleRest } from "./rest";

export const CLASSIC_DYING_TEMPLATES = [CLASSIC_DOWN_CARD_TEMPLATE, CLASSIC_WOUND_DIALOG_TEMPLATE, CLASSIC_DEATH_SAVE_CARD_TEMPLATE, CLASSIC_REST_DIALOG_TEMPLATE];

export function registerClassicDying(): void {
  registerGmHandler(CLASSIC_DEATH_SAVE_COMMAND, handleDeathSave);
  registerGmHandler(CLASSIC_REST_COMMAND, handleRest);
  Hooks.on("renderChatMessageHTML", (message, html) => wireDownCard(message, html));
  registerClassicRound();
}
