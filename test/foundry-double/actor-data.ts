/**
 * Gives an actor of the combat double (./combat) its data model and the two writes a ruleset's shell
 * makes on it: `update` and `toggleStatusEffect`. Both fire the document hooks through the combat
 * double, so the GM's hooks see them as Foundry's server would report them.
 * Sources:
 * - Actor#update merges the changed fields into the source, prepares the data again (the model's
 *   prepareDerivedData) and fires `updateActor(actor, changes, options, userId)` on every client:
 *   https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update and
 *   https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html; before the write, the
 *   writing client alone fires `preUpdateActor(actor, changes, options, userId)`, whose options then
 *   travel with the update: https://foundryvtt.com/api/v13/functions/hookEvents.preUpdateDocument.html
 * - Actor#toggleStatusEffect(statusId, { active, overlay }) deletes the actor's effects carrying that
 *   status when turning it off, and creates one ActiveEffect with `statuses: [statusId]` when turning
 *   it on (no change when already in that state):
 *   https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#togglestatuseffect
 * - Only the actor's owners (and GMs) may update it or its effects:
 *   https://foundryvtt.com/api/v13/classes/foundry.documents.BaseActor.html
 */
import type { Recorded } from "./combat";

type Doc = Record<string, any>;

/** Deep-merges `changes` into `target` as Foundry merges an update into a document's source. */
export function mergeInto(target: Doc, changes: Doc): void {
  for (const [key, value] of Object.entries(changes)) {
    if (value && typeof value === "object" && !Array.isArray(value) && target[key] && typeof target[key] === "object") mergeInto(target[key], value);
    else target[key] = structuredClone(value);
  }
}

export function giveActorData(actor: Doc, name: string, system: Doc & { prepareDerivedData(): void }, recorded: Recorded): Doc {
  const user = () => recorded.currentUser?.() ?? { id: "gm", isGM: true };
  const refuseUnlessOwner = () => {
    if (!actor.testUserPermission(user())) throw new Error(`${user().id} lacks permission to change ${actor.uuid}`);
  };
  Object.assign(system, { parent: { items: { contents: [] } } });
  system.prepareDerivedData();
  return Object.assign(actor, {
    name,
    system,
    async update(changes: { system?: Doc }, options: unknown = {}) {
      refuseUnlessOwner();
      (globalThis as Doc).Hooks?.callAll("preUpdateActor", actor, changes, options, user().id);
      mergeInto(system, changes.system ?? {});
      system.prepareDerivedData();
      recorded.fire?.("updateActor", actor, structuredClone(changes), options);
      return actor;
    },
    async toggleStatusEffect(id: string, options: { active?: boolean; overlay?: boolean } = {}) {
      refuseUnlessOwner();
      const existing = (actor.effects.contents as Doc[]).filter((effect) => effect.statuses.has(id));
      const active = options.active ?? existing.length === 0;
      if (!active) {
        for (const effect of existing) await effect.delete();
        return false;
      }
      if (existing.length > 0) return true;
      const [created] = await actor.createEmbeddedDocuments("ActiveEffect", [{ statuses: [id] }]);
      return created;
    },
  });
}
