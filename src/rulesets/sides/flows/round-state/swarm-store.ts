/**
 * Where a fight keeps this round's Swarm Attack declarations: sides' round state on the Combat.
 * Changes run one after another on the GM's client, each on the book as the last one left it.
 */
import type { Decision } from "../../../../core/rules-types";
import { rulesetRound, saveRulesetRound } from "../../../../foundry/combat/ruleset-round";
import { engineRoundOf } from "../../../../foundry/combat/combat-engine";
import { readBook, type SwarmBook } from "./swarm-book";
import { SIDES_ROUND, type SidesRound } from "../../schema/round";

/** This round's book, by the engine's round (another round's, or none, reads as empty). */
export function bookOf(combat: Combat.Implementation): SwarmBook {
  return readBook(rulesetRound(combat, SIDES_ROUND).swarmBook, engineRoundOf(combat) ?? 0);
}

let queue: Promise<unknown> = Promise.resolve();

/** Applies a change to the stored book when it is accepted; returns the decision either way. */
export function updateBook<T extends { book: SwarmBook }>(combat: Combat.Implementation, change: (book: SwarmBook) => Decision<T>): Promise<Decision<T>> {
  const run = queue.then(async () => {
    const decided = change(bookOf(combat));
    if (decided.ok) {
      const stored: SidesRound = rulesetRound(combat, SIDES_ROUND);
      const next: SidesRound = { ...stored, swarmBook: { round: decided.book.round, swarms: decided.book.swarms } };
      await saveRulesetRound(combat, SIDES_ROUND, next);
    }
    return decided;
  });
  queue = run.catch(() => undefined);
  return run;
}
