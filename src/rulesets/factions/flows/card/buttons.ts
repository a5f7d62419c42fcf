/**
 * The attack card's buttons on every client: the attacker's owner sees Roll damage; the GM sees every
 * button. A click names only the card; the GM carries it out (steps.ts).
 */
import { mayActFor } from "../../../../foundry/actors/may-act";
import { askGm } from "../../../../foundry/channel";
import type { CardButtons } from "../../../../foundry/cards";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { CARD_COMMANDS, type CardAction } from "./actions";
import { FACTIONS_ATTACK_CARD } from "./card-type";
import { attackerOf, targetOf } from "./apply-hit";

const isAction = (action: string): action is CardAction => action in CARD_COMMANDS;

export const factionsAttackButtons: CardButtons<FactionsAttackRecord> = {
  card: FACTIONS_ATTACK_CARD,
  mayUse: (role, record, user) => (role === "attacker" && mayActFor(user, attackerOf(record))) || (role === "target" && mayActFor(user, targetOf(record))),
  open: () => true,
  async click(action, message, _record, button) {
    if (!isAction(action)) return;
    const { type } = button.dataset;
    return askGm(CARD_COMMANDS[action], { messageId: message.id ?? "", ...(type ? { type } : {}) });
  },
};
