/**
 * Reading a card's record off its ChatMessage. A typed card's record is its `system` data; a card
 * posted before cards were typed kept it in `flags.fray`, read by the type's `legacy` reader and
 * upgraded with the type's own migrations. Either way the record is checked against the spec before anyone acts on it.
 */
import { isNewerData, migrateSystem, storedVersion } from "../../core/schema/migrate";
import { isRecord, validateData, type SchemaIssue } from "../../core/schema/validate";
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

/**
 * What a message is to one card type: its card with the record, that card with a record this Fray cannot read
 * (one its spec refuses, or one a newer Fray wrote: `newer`), or another message altogether.
 */
export type CardReading<R> =
  | { kind: "card"; record: R }
  | { kind: "unreadable"; issues: SchemaIssue[]; newer: boolean }
  | { kind: "other" };

export function readCardMessage<R>(message: ChatMessage.Implementation, card: CardType<R>): CardReading<R> {
  const typed = message.type === card.type;
  const source = typed ? plainCopy(message.system) : legacyRecord(message, card);
  if (!typed && !source) return { kind: "other" };
  if (source && isNewerData(source, card.spec.version)) {
    return { kind: "unreadable", newer: true, issues: [{ path: "system.schemaVersion", problem: `${storedVersion(source)} is newer than this Fray's ${card.spec.version}` }] };
  }
  // No source (null) is no object, so the spec refuses it.
  const issues = validateData(card.spec.schema, source);
  return issues.length === 0 ? { kind: "card", record: source as R } : { kind: "unreadable", issues, newer: false };
}

/** The message's record as this card type stores it, or null (another message, or a record this Fray cannot read). */
export function readCard<R>(message: ChatMessage.Implementation, card: CardType<R>): R | null {
  const reading = readCardMessage(message, card);
  return reading.kind === "card" ? reading.record : null;
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
