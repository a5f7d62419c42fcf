/**
 * The attack card's buttons on every client: the attacker's owner sees Roll damage; the GM sees every
 * button. A click names only the card; the GM carries it out (steps.ts).
 */
import { mayActFor } from "../../../../foundry/actors/may-act";
import { askGm } from "../../../../foundry/channel";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import type { CardButtons } from "../../../../foundry/cards";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { CARD_COMMANDS, type CardAction } from "./actions";
import { FACTIONS_ATTACK_CARD } from "./card-type";
import { attackerOf, targetOf } from "./apply-hit";
import { askStuntEffect } from "./stunt-ask";

const isAction = (action: string): action is CardAction => action in CARD_COMMANDS;

export const factionsAttackButtons: CardButtons<FactionsAttackRecord> = {
  card: FACTIONS_ATTACK_CARD,
  mayUse: (role, record, user, button) =>
    (role === "attacker" && mayActFor(user, attackerOf(record))) || (role === "target" && mayActFor(user, targetOf(record))) || (role === "named" && mayActFor(user, tokenFromUuidSync(button.dataset.token)?.actor)),
  open: () => true,
  async click(action, message, _record, button) {
    if (!isAction(action)) return;
    const { type, token } = button.dataset;
    // A stunt's words are asked for first (stunt-ask.ts).
    const extra = action === "proposeStunt" ? await askStuntEffect() : {};
    if (extra === null) return;
    return askGm(CARD_COMMANDS[action], { messageId: message.id ?? "", ...(type ? { type } : {}), ...(token ? { token } : {}), ...extra });
  },
};
