/**
 * The asking side's idempotency keys. A command gets a fresh key, except when the same user sends the
 * same command (same kind, same payload) after an earlier sending of it ended without the GM's answer
 * (a timeout, the GM leaving): then it carries that sending's key, and the GM answers from memory
 * (answer-memory.ts) instead of running it again. Once the GM answered, the next identical command is a
 * new one; so is a second click while the first still waits (the GM runs both, one after the other).
 */
import { ANSWER_MEMORY } from "./answer-memory";
import { newRequestId } from "./request-ids";

/** A user keeps few unanswered commands; beyond this the oldest is forgotten (its re-send is a new command). */
const UNANSWERED_LIMIT = 100;

/** Commands whose last sending got no answer, by (asker, kind, payload), oldest first; the double runs several askers in one process. */
const unanswered = new Map<string, { key: string; at: number }>();

export interface CommandKey {
  key: string;
  /** This key was an earlier sending's: the command is sent again. */
  resent: boolean;
  /** The GM answered this sending: an identical command from now on is a new one. */
  answered(): void;
  /** This sending ended without the GM's answer: an identical command from now on carries its key. */
  unanswered(): void;
}

/** The key for a command as the socket carries it (`sentPayload` is already what JSON delivers). */
export function keyFor(askerId: string, kind: string, sentPayload: unknown): CommandKey {
  const command = JSON.stringify([askerId, kind, sentPayload]);
  const known = unanswered.get(command);
  // Beyond the GM's memory a key would find nothing there anyway.
  const reused = known !== undefined && Date.now() - known.at < ANSWER_MEMORY.ms;
  const key = reused ? known.key : newRequestId();
  return {
    key,
    resent: reused,
    answered() {
      if (unanswered.get(command)?.key === key) unanswered.delete(command);
    },
    unanswered() {
      unanswered.delete(command);
      unanswered.set(command, { key, at: reused ? known.at : Date.now() });
      if (unanswered.size > UNANSWERED_LIMIT) unanswered.delete(unanswered.keys().next().value as string);
    },
  };
}
