/** Teams people for the test flows: data models filled from the schema's defaults, actors that write like Foundry's. */
import { initialData } from "../../../../../src/core/schema/spec";
import { characterSchema } from "../../../../../src/rulesets/teams/schema/character";
import type { ActorLike } from "../../../../foundry-double/attack";

export type CharacterSource = ReturnType<typeof initialData<typeof characterSchema>>;

/** A character's data: the schema's defaults (every rating d4) with the test's changes. */
export function characterData(changes: (data: CharacterSource) => void): CharacterSource {
  const data = initialData(characterSchema);
  changes(data);
  return data;
}

/** Nested objects merge, everything else is replaced (foundry.utils.mergeObject, as Document#update merges: https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update). */
function merge(target: Record<string, any>, change: Record<string, any>): void {
  for (const [key, value] of Object.entries(change)) {
    if (typeof value === "object" && value !== null && !Array.isArray(value) && typeof target[key] === "object") merge(target[key], value);
    else target[key] = value;
  }
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
export function writable<A extends ActorLike>(actor: A, writes: ActorWrite[]): A & { update(data: object): Promise<A>; toggleStatusEffect(id: string, options?: { active?: boolean }): Promise<boolean> } {
  const g = globalThis as Record<string, any>;
  const write = (change: unknown) => {
    const user = g.game.user as { id: string; isGM: boolean };
    if (!actor.testUserPermission(user, "OWNER")) throw new Error(`${user.id} lacks permission to update ${actor.name}`);
    writes.push({ client: user.id, actor: actor.name, change: structuredClone(change) });
  };
  return Object.assign(actor, {
    async update(data: object) {
      write(data);
      merge(actor as unknown as Record<string, any>, data as Record<string, any>);
      return actor;
    },
    async toggleStatusEffect(id: string, options: { active?: boolean } = {}) {
      write({ status: id, ...options });
      const active = options.active ?? !actor.statuses.has(id);
      if (active) actor.statuses.add(id);
      else actor.statuses.delete(id);
      return active;
    },
  });
}
