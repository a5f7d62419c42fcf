/**
 * The GM's record of an attack: a `sidesAttack` card the GM's client created. Only its author or a GM
 * can update a ChatMessage, so a GM-authored card's record and rolls are what the GM wrote; a card a
 * player posted (or a copy of one) is never acted on.
 */
import { gmCard, isGmAuthored } from "../../../foundry/cards";
import type { AttackCardData } from "./attack-card-data";
import { ATTACK_CARD } from "./card-message";

export { isGmAuthored };

export const NOT_GM_CARD = "FRAY.Sides.AttackFlow.Refusal.NotGmCard";

export interface GmCard {
  message: ChatMessage.Implementation;
  card: AttackCardData;
}

/** The GM-authored attack card with this id; `notGm` when the message exists but a player wrote it. */
export function gmAttackCard(messageId: unknown): GmCard | "missing" | "notGm" {
  const found = gmCard(messageId, ATTACK_CARD);
  return typeof found === "string" ? found : { message: found.message, card: found.record };
}
