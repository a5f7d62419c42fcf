/**
 * What a request at the table of the classic, declared and factions trust properties must hold to:
 * what every answer must hold to (./trust-answer.ts), and on a player's yes, that the player owns the
 * creature it acts for, that it is nothing only the GM may do, and that it acts on no player's own copy
 * of a card; then the ruleset's own checks.
 */
import { expect } from "vitest";
import { askChecked, type Answer, type AskingWorld } from "./trust-answer";

type Plain = Record<string, any>;

/** A request at the table: who sends what, and the card it acts on (null: none, or one that is not there). */
export interface TableRequest {
  sender: string;
  kind: string;
  body: Plain;
  card: Plain | null;
  /** The creature it acts for, read before it is sent (null: none; undefined: no one in particular). */
  acting: string | null | undefined;
}

/** What a ruleset's table tells the shared checks of its requests. */
export interface TableRules extends AskingWorld {
  /** What only a GM may do. */
  gmOnly: ReadonlySet<string>;
  /** Steps that, done once, are refused when asked again at once. */
  once: ReadonlySet<string>;
  owns(userId: string, creature: string | null | undefined): boolean;
  /** The creature a command acts for, read from what it names and from the GM's own card. */
  actingFor(kind: string, body: Plain, card: Plain | null): string | null | undefined;
  /** The ruleset's own checks of a yes: read before the request is sent, held after. */
  ownChecks(request: TableRequest): (answer: Answer) => void;
}

/** A command or card step from `sender`, and what every answer at the table must hold to. */
export async function askAtTable(rules: TableRules, sender: string, kind: string, body: Plain, card: Plain | null, replay = false): Promise<void> {
  const acting = rules.actingFor(kind, body, card);
  const own = rules.ownChecks({ sender, kind, body, card, acting });
  await askChecked(rules, { sender, kind, payload: body, replay, oneShot: rules.once.has(kind) }, (answer) => {
    if (sender !== "gm") {
      expect(rules.gmOnly.has(kind), `${sender} was allowed the GM's ${kind}`).toBe(false);
      if (acting !== undefined) expect(rules.owns(sender, acting), `${sender} acted for ${acting} with ${kind}`).toBe(true);
      expect(card !== null && card.author?.isGM !== true, `${sender}'s ${kind} on a player's own message was accepted`).toBe(false);
    }
    own(answer);
  });
}
