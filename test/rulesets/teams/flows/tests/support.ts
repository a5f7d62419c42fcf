/** Teams people for the test flows: data models filled from the schema's defaults, actors that write like Foundry's. */
import { initialData } from "../../../../../src/core/schema/spec";
import { characterSchema } from "../../../../../src/rulesets/teams/schema/character";
import type { ActorLike } from "../../../../foundry-double/attack";
import { statusSetEffects, toggleStatusEffect, type ToggleOptions } from "../../../../foundry-double/status-toggle";
import { updateOf } from "../../../../foundry-double/document-update";

export type CharacterSource = ReturnType<typeof initialData<typeof characterSchema>>;

/** A character's data: the schema's defaults (every rating d4) with the test's changes. */
export function characterData(changes: (data: CharacterSource) => void): CharacterSource {
  const data = initialData(characterSchema);
  changes(data);
  return data;
}

export interface ActorWrite {
  client: string;
  actor: string;
  change: unknown;
}

/**
 * Gives a double actor Foundry's update and toggleStatusEffect: a client whose user does not own the
 * actor is refused, as the server refuses it (Document#canUserModify, OWNER for an Actor:
 * https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#canusermodify); every write is recorded.
 */
export function writable<A extends ActorLike>(actor: A, writes: ActorWrite[]): A & { update(data: object): Promise<A>; toggleStatusEffect(id: string, options?: ToggleOptions): Promise<unknown> } {
  const g = globalThis as Record<string, any>;
  const write = (change: unknown) => {
    const user = g.game.user as { id: string; isGM: boolean };
    if (!actor.testUserPermission(user, "OWNER")) throw new Error(`${user.id} lacks permission to update ${actor.name}`);
    writes.push({ client: user.id, actor: actor.name, change: structuredClone(change) });
  };
  return Object.assign(actor, {
    // Actor#update: the double's (foundry-double/document-update), refused and recorded as `write` is.
    update: updateOf(actor as unknown as Record<string, any>, {
      name: actor.name,
      mayWrite: (user) => actor.testUserPermission(user, "OWNER"),
      record: (change, user) => void writes.push({ client: user.id, actor: actor.name, change }),
    }) as unknown as (data: object) => Promise<A>,
    // Actor#toggleStatusEffect (foundry-double/status-toggle): statuses only, each its own effect; each creation or deletion a write.
    toggleStatusEffect: (id: string, options: ToggleOptions = {}) => toggleStatusEffect(statusSetEffects(actor.statuses, write), id, options),
  });
}
