/**
 * The classic, declared and factions trust properties' run: random moves at the table (./trust-table-moves.ts)
 * played in a fresh started fight, each to the ruleset's own handling of it, and what must hold after
 * every move checked.
 */
import fc from "fast-check";
import type { TableMove } from "./trust-table-moves";

type Plain = Record<string, any>;

/** How a ruleset plays each kind of move at its table. */
export interface Table<Pick, Fair, Gm, Write> {
  /** A fresh started fight. */
  fresh(): Promise<void>;
  /** A command or card step from `sender`, and what its answer must hold to. */
  ask(sender: string, kind: string, body: Plain, card: Plain | null, replay: boolean): Promise<void>;
  /** The message a card step points at. */
  messageFor(pick: Pick): Plain | null;
  playFair(play: Fair): Promise<void>;
  gmMoves(move: Gm): Promise<void>;
  /** The checks of the players' own writes (./trust-write-checks.ts): what they remember of a fight forgotten at each fresh one. */
  writes: { reset(): void; check(player: string, options: Plain, what: Write): Promise<void> };
  /** What must hold after every move. */
  afterEach(): void;
}

/** Plays `numRuns` runs of 8 to 20 random moves at the table, each run in a fresh fight. */
export async function playTable<Pick, Fair, Gm, Write>(table: Table<Pick, Fair, Gm, Write>, move: fc.Arbitrary<TableMove<Pick, Fair, Gm, Write>>, numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.array(move, { minLength: 8, maxLength: 20 }), async (moves) => {
      await table.fresh();
      table.writes.reset();
      for (const next of moves) {
        if (next.t === "command") {
          await table.ask(next.sender, next.asked.kind, { ...next.asked.body, ...next.forged }, null, next.replay);
        } else if (next.t === "step") {
          const card = table.messageFor(next.pick);
          const named = card?.id === "bogus" ? null : card;
          await table.ask(next.sender, next.step, { ...next.extras, ...next.forged, messageId: card?.id ?? "bogus" }, named, next.replay);
        } else if (next.t === "fair") {
          await table.playFair(next.play);
        } else if (next.t === "gm") {
          await table.gmMoves(next);
        } else {
          await table.writes.check(next.player, next.options, next.what);
        }
        table.afterEach();
      }
    }),
    { numRuns },
  );
}
