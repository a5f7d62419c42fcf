/**
 * The active GM's set-backs: writes that put back what a player changed on their own documents. The
 * document hooks a set-back fires must not be taken for the GM's own new changes, and a player must not
 * be able to pass their writes off as set-backs. So the GM knows its set-backs by two things no player
 * controls: the user id the server stamps on every document hook (its own), and this client's record
 * of which documents it is setting back right now. Update options are no help: they travel with a write
 * to every client's hooks and are the writer's to choose
 * (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html, `options`).
 *
 * The writing client runs its own document hooks while it applies the server's answer, before the
 * write's promise settles (the double does the same). Were a hook ever to arrive after that, it would
 * be read as the GM's own change, which only restates what the GM accepted: the reactions to the GM's
 * changes are written to change nothing then.
 */
import { clientMemory } from "../client-memory";

/** (c) Transient: a set-back under way on this client, counted by document uuid, forgotten when its write settles. */
const settingBacks = clientMemory(() => new Map<string, number>());

/** GM: runs a set-back write on a document (by uuid); hooks it fires meanwhile are known as its own. */
export async function setBack<T>(uuid: string, write: () => Promise<T>): Promise<T> {
  const settingBack = settingBacks.mine();
  settingBack.set(uuid, (settingBack.get(uuid) ?? 0) + 1);
  try {
    return await write();
  } finally {
    const left = (settingBack.get(uuid) ?? 1) - 1;
    if (left > 0) settingBack.set(uuid, left);
    else settingBack.delete(uuid);
  }
}

/** A document hook this client's own set-back of that document fired: its own user id, and a set-back under way. */
export function isOwnSetBack(uuid: string | null | undefined, userId: string): boolean {
  // Stryker disable next-line ConditionalExpression: the record holds strings only, so a missing uuid is never found in it either way
  if (typeof uuid !== "string") return false;
  // Stryker disable next-line OptionalChaining: a document hook fires only once this client knows its user
  return userId === game.user?.id && settingBacks.mine().has(uuid);
}
