/**
 * One change, handled once. Foundry reports a change to an unlinked token's creature for the token's
 * ActorDelta and again for the token's synthetic actor, whose own hooks it fires as for a real actor
 * (foundryvtt/foundryvtt#8973, #9131): `updateActorDelta` and `updateActor` for its data, and perhaps an
 * effect's hooks for the delta's copy and the synthetic actor's (no public source settles that one). The
 * GM's reactions read the documents as they stand when they run, so a report that arrives while an earlier
 * report of the same subject still waits on the GM's lane is that same change: it is dropped. A report
 * after that reaction started is a new change, and is handled.
 */
import { onGmLane } from "../channel";
import { clientMemory } from "../client-memory";

/** (c) Transient: reports waiting on this client's lane, each forgotten as its reaction starts. */
const waitingReports = clientMemory(() => new Set<string>());

/**
 * Queues `work` on the GM's lane unless a report of the same subject already waits there for the same
 * reaction (`reaction` names it: several reactions may follow one hook); null when dropped.
 */
export function reactOnce(reaction: string, subject: string, work: () => Promise<void>): Promise<void> | null {
  const key = `${reaction}|${subject}`;
  const waiting = waitingReports.mine();
  if (waiting.has(key)) return null;
  waiting.add(key);
  return onGmLane(async () => {
    waiting.delete(key);
    await work();
  });
}

/** The subject of an effect's report: the hook, whose the effect is, which effect, who wrote, and for an update what changed. */
export function effectSubject(hook: string, actorUuid: string, effectId: string | null, userId: string, changes?: unknown): string {
  return JSON.stringify([hook, actorUuid, effectId, userId, changes ?? null]);
}
