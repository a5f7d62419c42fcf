/**
 * The active GM applies one thing at a time: every command from the channel and every GM reaction
 * to a document hook runs here in arrival order, so two players clicking together never interleave
 * their reads and writes. The lane is for document work only: work on it never waits for other work
 * on the lane, nor for a person (a dialog), an animation or another client.
 *
 * Only the active GM's lane runs: when a piece of work comes up and this client is no longer the
 * active GM (another GM took over while it waited), it is not run. A command is answered that this
 * GM is not the active one; a reaction is dropped, and the arriving GM reconciles what it missed.
 */
import { isActiveGmHere } from "./active-gm";
import { CHANNEL_REFUSAL, refusal, type GmAnswer } from "./answer";

/** The last work queued. */
let tail: Promise<unknown> = Promise.resolve();

function queue<T>(work: () => Promise<T>, whenNotActive: () => T): Promise<T> {
  // Checked when the work comes up, not when it was queued: the active GM may have changed meanwhile.
  const run = () => (isActiveGmHere() ? work() : Promise.resolve(whenNotActive()));
  const done = tail.then(run, run);
  tail = done.catch(() => undefined);
  return done;
}

/** A reaction (or any work with no asker): run in turn, or dropped (undefined) if this client is no longer the active GM by then. */
export function onGmLane<T>(work: () => Promise<T>): Promise<T | undefined> {
  return queue<T | undefined>(work, () => undefined);
}

/** A command: run in turn, or answered notActiveGM if this client is no longer the active GM by then. */
export function answerOnGmLane(work: () => Promise<GmAnswer>): Promise<GmAnswer> {
  return queue(work, () => refusal(CHANNEL_REFUSAL.notActiveGM));
}
