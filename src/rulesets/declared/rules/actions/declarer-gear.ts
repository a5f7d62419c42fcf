/**
 * A creature's weapons, spells and consumables as the declaration rules read them, from its actor's
 * items as plain data. Each item is read by its spec, so a damaged field reads as its default.
 */
import type { DeclarerFacts } from "../../../../core/declared-actions";
import { readBySpec } from "../../../../core/schema/read";
import { initialData } from "../../../../core/schema/spec";
import { consumableSchema, spellSchema, weaponSchema } from "../../schema/items";
import type { DeclarerGear } from "./declarable-actions";

type Item = DeclarerFacts["items"][number];

function read<S extends typeof weaponSchema | typeof spellSchema | typeof consumableSchema>(schema: S, item: Item) {
  return readBySpec(schema, () => initialData(schema), item.system);
}

function ofType(facts: DeclarerFacts, type: string): Item[] {
  return facts.items.filter((item) => item.type === type);
}

export function declarerGear(facts: DeclarerFacts): DeclarerGear {
  return {
    weapons: ofType(facts, "declaredWeapon").map((item) => ({ id: item.id, name: item.name, speed: read(weaponSchema, item).speed })),
    spells: ofType(facts, "declaredSpell").map((item) => {
      const spell = read(spellSchema, item);
      return { id: item.id, name: item.name, castingTn: spell.castingTN, speed: spell.speed };
    }),
    consumables: ofType(facts, "declaredConsumable").map((item) => ({
      id: item.id,
      name: item.name,
      initiativeModifier: read(consumableSchema, item).initiativeModifier,
    })),
  };
}
