/**
 * The attack card's buttons on every client: the attacker's owner sees Roll damage; the GM sees every
 * button (Apply, lethal or non-lethal when non-lethal was asked, and Undo). A click names only the card
 * and, for Apply, lethal or not; the GM carries it out (steps.ts).
 */
import { mayActFor } from "../../../../foundry/actors/may-act";
import { actorOfTokenOrSync } from "../../../../foundry/actors/resolve";
import { askGm } from "../../../../foundry/channel";
import type { CardButtons } from "../../../../foundry/cards";
import type { ClassicAttackRecord } from "../../schema/attack-card";
import { CARD_COMMANDS, type CardAction } from "./actions";
import { CLASSIC_ATTACK_CARD } from "./card-type";

const isAction = (action: string): action is CardAction => action in CARD_COMMANDS;

export const attackerActor = (record: ClassicAttackRecord) => actorOfTokenOrSync(record.attacker.tokenUuid, record.attacker.actorUuid);

export const classicAttackButtons: CardButtons<ClassicAttackRecord> = {
  card: CLASSIC_ATTACK_CARD,
  mayUse: (role, record, user) => role === "attacker" && mayActFor(user, attackerActor(record)),
  open: () => true,
  async click(action, message, _record, button) {
    if (!isAction(action)) return;
    const { type } = button.dataset;
    return askGm(CARD_COMMANDS[action], { messageId: message.id ?? "", ...(type ? { type } : {}) });
  },
};
