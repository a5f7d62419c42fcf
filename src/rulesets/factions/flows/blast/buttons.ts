/**
 * The blast card's buttons on every client: the attacker's owner sees Roll damage, each target's owner
 * its Dodge; the GM sees every button. A click names only the card (and the target, for Dodge); the GM
 * carries it out (steps.ts).
 */
import { mayActFor } from "../../../../foundry/actors/may-act";
import { actorOfTokenOrSync, tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import { askGm } from "../../../../foundry/channel";
import type { CardButtons } from "../../../../foundry/cards";
import type { FactionsBlastRecord } from "../../schema/blast-card";
import { FACTIONS_BLAST_CARD } from "./card-type";
import { BLAST_COMMANDS, type BlastAction } from "./keys";

const isAction = (action: string): action is BlastAction => action in BLAST_COMMANDS && action !== "blast";

export const factionsBlastButtons: CardButtons<FactionsBlastRecord> = {
  card: FACTIONS_BLAST_CARD,
  mayUse: (role, record, user, button) =>
    (role === "attacker" && mayActFor(user, actorOfTokenOrSync(record.attacker.tokenUuid, record.attacker.actorUuid))) || (role === "named" && mayActFor(user, tokenFromUuidSync(button.dataset.token)?.actor)),
  open: () => true,
  async click(action, message, _record, button) {
    if (!isAction(action)) return;
    const { token } = button.dataset;
    return askGm(BLAST_COMMANDS[action], { messageId: message.id ?? "", ...(token ? { token } : {}) });
  },
};
