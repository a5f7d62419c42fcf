import type { DocumentTypeSpec } from "../../core/schema/document-type";

export interface LegacyCard {
  /** The `flags.fray` keys the old card used (removed once the card is stored as its type). */
  flags: readonly string[];
  /** The record in its old shape from `flags.fray`, or null when the message is not such a card. */
  read(fray: Record<string, unknown>): Record<string, unknown> | null;
}

/**
 * One kind of chat card a ruleset posts: a ChatMessage sub-type whose `system` data is the card's
 * record (validated by the spec), and the one function that renders the card from that record.
 */
export interface CardType<R> {
  /** The ChatMessage sub-type, starting with the ruleset id ("sidesAttack"). */
  type: string;
  spec: DocumentTypeSpec;
  /** Cards posted before cards were typed kept the record in `flags.fray`: how to read it, and those flags. */
  legacy?: LegacyCard;
  /** The card's HTML from its record and the message's rolls: the only way a card's content is made. */
  render(record: R, rolls: readonly Roll[]): Promise<string>;
}
