/**
 * Gives an actor of the combat double (./combat) its data model and the two writes a ruleset's shell
 * makes on it: `update` and `toggleStatusEffect`. Both fire the document hooks through the combat
 * double, so the GM's hooks see them as Foundry's server would report them.
 * Sources:
 * - Actor#update merges the changed fields into the source (./merge, the double's one update merge), prepares the data again (the model's
 *   prepareDerivedData) and fires `updateActor(actor, changes, options, userId)` on every client:
 *   https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update and
 *   https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html; before the write, the
 *   writing client alone fires `preUpdateActor(actor, changes, options, userId)`, whose options then
 *   travel with the update: https://foundryvtt.com/api/v13/functions/hookEvents.preUpdateDocument.html
 * - Actor#toggleStatusEffect(statusId, { active, overlay }): ./status-toggle, over the combat double's
 *   effects (deleted one by one, created as embedded documents, both firing their hooks):
 *   https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#togglestatuseffect
 * - Only the actor's owners (and GMs) may update it or its effects:
 *   https://foundryvtt.com/api/v13/classes/foundry.documents.BaseActor.html
 */
import type { Recorded } from "./combat";
import { applyUpdate } from "./merge";
import { toggleStatusEffect, type ToggleOptions } from "./status-toggle";

type Doc = Record<string, any>;

/** The double's one update merge (./merge), under the name the fights seeding actors' data import. */
export { mergeInto } from "./merge";

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
    async update(changes: Doc, options: unknown = {}) {
      refuseUnlessOwner();
      (globalThis as Doc).Hooks?.callAll("preUpdateActor", actor, changes, options, user().id);
      applyUpdate(actor, changes);
      system.prepareDerivedData();
      recorded.fire?.("updateActor", actor, structuredClone(changes), options);
      return actor;
    },
    toggleStatusEffect: statusToggleOf(actor, refuseUnlessOwner),
  });
}

/** Actor#toggleStatusEffect (./status-toggle) on a combat double actor's effects, each write refused by `refuse` first. */
export function statusToggleOf(actor: Doc, refuse: () => void) {
  return (id: string, options: ToggleOptions = {}) =>
    toggleStatusEffect(
      {
        effects: actor.effects.contents as { statuses: Set<string>; delete(): Promise<unknown> }[],
        async create(data) {
          refuse();
          const [created] = await actor.createEmbeddedDocuments("ActiveEffect", [data]);
          return created;
        },
        async remove(effects) {
          refuse();
          for (const effect of effects) await effect.delete();
        },
      },
      id,
      options,
    );
}
