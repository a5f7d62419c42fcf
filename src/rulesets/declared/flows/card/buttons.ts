/**
 * The attack card's buttons on every client: the attacker's owner sees Roll damage and, for a
 * character, the damage-type choice; the target's owner its riposte; the GM sees every button (the type for a monster, Apply, the
 * injury roll, Undo). A click names only the card and the type; the GM carries it out (steps.ts).
 */
import { mayActFor } from "../../../../foundry/actors/may-act";
import { actorOfTokenOrSync } from "../../../../foundry/actors/resolve";
import { askGm } from "../../../../foundry/channel";
import type { CardButtons } from "../../../../foundry/cards";
import type { DeclaredAttackRecord } from "../../schema/attack-card";
import { CARD_COMMANDS, type CardAction } from "./actions";
import { DECLARED_ATTACK_CARD } from "./card-type";

const isAction = (action: string): action is CardAction => action in CARD_COMMANDS;

export const attackerActor = (record: DeclaredAttackRecord) => actorOfTokenOrSync(record.attacker.tokenUuid, record.attacker.actorUuid);

export const declaredAttackButtons: CardButtons<DeclaredAttackRecord> = {
  card: DECLARED_ATTACK_CARD,
  mayUse: (role, record, user) =>
    (role === "attacker" && mayActFor(user, attackerActor(record))) || (role === "target" && mayActFor(user, actorOfTokenOrSync(record.target.tokenUuid, record.target.actorUuid))),
  open: () => true,
  async click(action, message, _record, button) {
    if (!isAction(action)) return;
    const { type, weaponId } = button.dataset;
    return askGm(CARD_COMMANDS[action], { messageId: message.id ?? "", ...(type ? { type } : {}), ...(weaponId ? { weaponId } : {}) });
  },
};
