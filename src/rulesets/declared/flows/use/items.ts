/** A `declared` creature's consumable or spell item as its stored data reads by the item's spec (a damaged field reads as its default). */
import { readBySpec } from "../../../../core/schema/read";
import { initialData, type Infer } from "../../../../core/schema/spec";
import { consumableSchema, spellSchema } from "../../schema/items";

export interface OwnedItem<T> {
  item: Item.Implementation;
  data: T;
}

function itemOfType(actor: Actor.Implementation, type: string, itemId: string): Item.Implementation | null {
  const item = actor.items.get(itemId);
  return item && (item.type as string) === type ? item : null;
}

export function consumableOf(actor: Actor.Implementation, itemId: string): OwnedItem<Infer<typeof consumableSchema>> | null {
  const item = itemOfType(actor, "declaredConsumable", itemId);
  return item && { item, data: readBySpec(consumableSchema, () => initialData(consumableSchema), item.system) };
}

export function spellOf(actor: Actor.Implementation, itemId: string): OwnedItem<Infer<typeof spellSchema>> | null {
  const item = itemOfType(actor, "declaredSpell", itemId);
  return item && { item, data: readBySpec(spellSchema, () => initialData(spellSchema), item.system) };
}
