/**
 * Reading a card's record off its ChatMessage. A typed card's record is its `system` data; a card
 * posted before cards were typed kept it in `flags.fray`, read by the type's `legacy` reader and
 * upgraded with the type's own migrations. Either way the record is checked against the spec before anyone acts on it.
 */
import { migrateSystem } from "../../core/schema/migrate";
import { isRecord, validateData } from "../../core/schema/validate";
import type { CardType } from "./card-type";

/** Only its author or a GM may update a ChatMessage, so a GM-authored card holds what the GM wrote. */
export function isGmAuthored(message: ChatMessage.Implementation): boolean {
  return message.author?.isGM === true;
}

/** The source data of a DataModel (or a plain copy of a plain object). */
function plainCopy(system: unknown): Record<string, unknown> | null {
  const model = system as { toObject?: () => unknown } | null;
  const plain: unknown = typeof model?.toObject === "function" ? model.toObject() : structuredClone(system);
  return isRecord(plain) ? plain : null;
}

function legacyRecord<R>(message: ChatMessage.Implementation, card: CardType<R>): Record<string, unknown> | null {
  const flags: unknown = message.flags;
  const fray = isRecord(flags) ? flags.fray : undefined;
  const old = card.legacy && isRecord(fray) ? card.legacy.read(structuredClone(fray)) : null;
  return old ? migrateSystem(old, card.spec.migrations, card.spec.version) : null;
}

/** The message's record as this card type stores it, or null (another message, or a record the spec refuses). */
export function readCard<R>(message: ChatMessage.Implementation, card: CardType<R>): R | null {
  const source = message.type === card.type ? plainCopy(message.system) : legacyRecord(message, card);
  // No source (null) is no object, so the spec refuses it.
  return validateData(card.spec.schema, source).length === 0 ? (source as R) : null;
}

export interface GmCard<R> {
  message: ChatMessage.Implementation;
  record: R;
}

/** The GM-authored card of this type with this id; `notGm` when a player wrote it (never acted on). */
export function gmCard<R>(messageId: unknown, card: CardType<R>): GmCard<R> | "missing" | "notGm" {
  // Stryker disable next-line ConditionalExpression,OptionalChaining: messages are keyed by string id, so no other key finds one; game.messages is loaded with game.users, which every command needs first
  const message = typeof messageId === "string" ? game.messages?.get(messageId) : undefined;
  const record = message ? readCard(message, card) : null;
  if (!message || !record) return "missing";
  return isGmAuthored(message) ? { message, record } : "notGm";
}
