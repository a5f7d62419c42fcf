/**
 * The attack flow's declared fight on the Foundry double, with the sheet's use, cast and intimidate
 * commands registered, and consumable and spell items given to its creatures. An Item's `name`, `type`,
 * `system` (https://foundryvtt.com/api/v13/classes/foundry.documents.Item.html) and Item#update, which
 * merges the change into its data and is refused for a client whose user does not own the item's actor
 * (Document#update, Document#canUserModify: https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update).
 */
import { double, type Creature } from "../attack/fight";
import { mergeInto } from "../../../../foundry-double/actor-data";
import { giveUpdate, ownersOrGm } from "../../../../foundry-double/document-update";
import { initialData } from "../../../../../src/core/schema/spec";
import { consumableSchema, spellSchema } from "../../../../../src/rulesets/declared/schema/items";

const g = globalThis as Record<string, any>;
type Plain = Record<string, any>;

const { registerDeclaredUse } = await import("../../../../../src/rulesets/declared/flows/use/register");
registerDeclaredUse();

// fromUuid resolves a world Actor's UUID to the actor (https://foundryvtt.com/api/v13/functions/global.fromUuid.html);
// the fight's actors are the combat double's, so they are made known here.
const known = new Map<string, unknown>();
const fromUuid = g.fromUuid as (uuid: string) => Promise<unknown>;
g.fromUuid = async (uuid: string) => (await fromUuid(uuid)) ?? known.get(uuid) ?? null;

/** The fight's creatures, found by their actors' UUIDs as a request may name them. */
export function knowActors(creatures: Creature[]): void {
  for (const creature of creatures) known.set(creature.actor.uuid as string, creature.actor);
}

/** Every write a client made to an item, in order. */
export const itemWrites: { client: string; item: string; change: unknown }[] = [];

export function giveItem(creature: Creature, seed: { id: string; name: string; kind: "consumable" | "spell"; fields?: Plain }): Plain {
  const system: Plain = structuredClone(initialData(seed.kind === "consumable" ? consumableSchema : spellSchema));
  mergeInto(system, seed.fields ?? {});
  const actor = creature.actor;
  const type = seed.kind === "consumable" ? "declaredConsumable" : "declaredSpell";
  // The double's Item#update (foundry-double/document-update): its actor's owners and GMs may write it, each write recorded.
  const item = giveUpdate({ id: seed.id, name: seed.name, type, system } as Plain, {
    name: seed.name,
    mayWrite: ownersOrGm(() => actor.owners as string[]),
    record: (change, user) => void itemWrites.push({ client: user.id, item: seed.name, change }),
  });
  actor.items.contents.push(item);
  return item;
}

export const chat = () => [...double.messages.values()];
export const lastChat = () => chat().at(-1)!;
/** A message's words without its markup. */
export const words = (content: string) => content.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
