/**
 * The active GM applies one thing at a time: every command from the channel and every GM reaction
 * to a document hook runs here in arrival order, so two players clicking together never interleave
 * their reads and writes. Work on the lane must not wait for other work on the lane.
 */
let tail: Promise<unknown> = Promise.resolve();

export function onGmLane<T>(work: () => Promise<T>): Promise<T> {
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
}
