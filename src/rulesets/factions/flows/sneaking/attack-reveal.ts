/**
 * GM: a concealed attacker is given away by its attack (reveal-on-act.ts), and the attack card records
 * that Fray revealed it, so the card's Undo conceals it again (tokens hidden as concealActor hides them).
 * An attacker revealed otherwise (not concealed when it attacked, or revealed since by the GM's Reveal and
 * hidden again) is left as it stands: Undo conceals only one this attack revealed and still in the open.
 */
import { readCard, storeCard } from "../../../../foundry/cards";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { attackerOf } from "../card/apply-hit";
import { FACTIONS_ATTACK_CARD } from "../card/card-type";
import { concealActor, isConcealed } from "./conceal";
import { revealByAct } from "./reveal-on-act";

/** GM: the attack on the card `messageId` gives its concealed attacker away; the card keeps that it did. */
export async function revealAttackerOnCard(messageId: string, attacker: Actor.Implementation): Promise<void> {
  if (!(await revealByAct(attacker, "attack"))) return;
  const message = game.messages?.get(messageId);
  const record = message ? readCard(message, FACTIONS_ATTACK_CARD) : null;
  if (message && record) await storeCard(message, FACTIONS_ATTACK_CARD, { ...record, revealedAttacker: true });
}

/** GM, for the attack card's Undo: the attacker this attack revealed is concealed again. */
export async function concealAgainOnUndo(record: FactionsAttackRecord): Promise<void> {
  const attacker = record.revealedAttacker ? attackerOf(record) : null;
  if (attacker && !isConcealed(attacker)) await concealActor(attacker);
}
