/** A factions consumable item on the Foundry double, for the turn-action and poison tests. */
import { initialData } from "../../../../../src/core/schema/spec";
import { consumableSchema } from "../../../../../src/rulesets/factions/schema/items";

type Plain = Record<string, any>;

/**
 * A consumable the GM may update: Item#update merges the change into the item's data
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update).
 */
export function consumable(id: string, name: string, fields: Plain): Plain {
  const item: Plain = { id, name, type: "factionsConsumable", system: { ...structuredClone(initialData(consumableSchema)), ...fields } };
  item.update = async (change: { system: Plain }) => (Object.assign(item.system, change.system), item);
  return item;
}
