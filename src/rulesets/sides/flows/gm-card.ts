/**
 * The GM's record of an attack: an attack card the GM's client created. Only its author or a GM can
 * update a ChatMessage, so a GM-authored card's flags and rolls are what the GM wrote; a card a
 * player posted (or a copy of one) is never acted on.
 */
import type { AttackCardData } from "./attack-card-data";
import { attackCardOf } from "./card-flags";

export const NOT_GM_CARD = "FRAY.Sides.AttackFlow.Refusal.NotGmCard";

export interface GmCard {
  message: ChatMessage.Implementation;
  card: AttackCardData;
}

export function isGmAuthored(message: ChatMessage.Implementation): boolean {
  return message.author?.isGM === true;
}

/** The GM-authored attack card with this id; `notGm` when the message exists but a player wrote it. */
export function gmAttackCard(messageId: unknown): GmCard | "missing" | "notGm" {
  const message = typeof messageId === "string" ? game.messages?.get(messageId) : undefined;
  const card = message ? attackCardOf(message) : null;
  if (!message || !card) return "missing";
  return isGmAuthored(message) ? { message, card } : "notGm";
}
