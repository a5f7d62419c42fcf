/**
 * Where a fight keeps this round's Swarm Attack declarations: the Combat's `flags.fray.swarm`.
 * Changes run one after another on the GM's client, each on the book as the last one left it.
 */
import type { Decision } from "../../rules/combat/types";
import { readBook, type SwarmBook } from "./swarm-book";

/** This round's book (another round's, or none, reads as empty). */
export function bookOf(combat: Combat.Implementation): SwarmBook {
  const flags: unknown = combat.flags;
  const fray: unknown = typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>).fray : null;
  const stored: unknown = typeof fray === "object" && fray !== null ? (fray as Record<string, unknown>).swarm : null;
  return readBook(stored, combat.round);
}

let queue: Promise<unknown> = Promise.resolve();

/** Applies a change to the stored book when it is accepted; returns the decision either way. */
export function updateBook<T extends { book: SwarmBook }>(combat: Combat.Implementation, change: (book: SwarmBook) => Decision<T>): Promise<Decision<T>> {
  const run = queue.then(async () => {
    const decided = change(bookOf(combat));
    if (decided.ok) await combat.update({ flags: { fray: { swarm: { round: decided.book.round, swarms: decided.book.swarms } } } } as Combat.UpdateData);
    return decided;
  });
  queue = run.catch(() => undefined);
  return run;
}
