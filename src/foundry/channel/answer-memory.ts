/**
 * The GM's memory of recent answers, by (sender, idempotency key): a player whose answer was lost (a
 * timeout, a short disconnect) sends the same command again with the same key, and hears the answer
 * of the first run instead of a second run. A repeat that arrives while the first still runs waits
 * for that run. The sender is the id the server reported, so a player can only replay their own keys.
 */
import { CHANNEL_REFUSAL, refusal, type GmAnswer } from "./answer";

export const ANSWER_MEMORY = { entries: 1_000, ms: 10 * 60_000 } as const;

interface Remembered {
  answer: Promise<GmAnswer>;
  at: number;
}

/** Oldest first (a Map keeps insertion order), so forgetting the old is dropping from the front. */
const remembered = new Map<string, Remembered>();

function forgetOld(now: number): void {
  for (const [key, entry] of remembered) {
    if (remembered.size <= ANSWER_MEMORY.entries && now - entry.at < ANSWER_MEMORY.ms) return;
    remembered.delete(key);
  }
}

/**
 * The answer for `key` from `senderId`: the remembered one when this key was run recently, else
 * `run()`'s, remembered. An answer saying this GM was not the active one is not kept: nothing ran. A re-send
 * (`resent`) this GM has no answer for is refused, never run.
 */
export function answerOnce(senderId: string, key: string, run: () => Promise<GmAnswer>, resent = false): Promise<GmAnswer> {
  const now = Date.now();
  forgetOld(now);
  // This GM's memory: the test double runs several GMs' clients in one process, a browser runs one.
  const id = JSON.stringify([game.userId, senderId, key]);
  const known = remembered.get(id);
  // Its own age too: a clock set back leaves newer entries behind older ones.
  if (known && now - known.at < ANSWER_MEMORY.ms) return known.answer;
  remembered.delete(id);
  // A re-send this GM never answered may have run on a GM before it (a handover, a reload): running it
  // again could apply it twice, so the player is asked to look, then send it afresh (a new key) if it did not.
  if (resent) return Promise.resolve(refusal(CHANNEL_REFUSAL.resentUnknown));
  const answer = run();
  remembered.set(id, { answer, at: now });
  void answer.then((result) => {
    if (!result.ok && result.reason === CHANNEL_REFUSAL.notActiveGM) remembered.delete(id);
  }, () => remembered.delete(id));
  return answer;
}
