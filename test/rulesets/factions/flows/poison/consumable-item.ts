/** A factions consumable item on the Foundry double, for the turn-action and poison tests. */
import { initialData } from "../../../../../src/core/schema/spec";
import { consumableSchema } from "../../../../../src/rulesets/factions/schema/items";
import { giveUpdate } from "../../../../foundry-double/document-update";

type Plain = Record<string, any>;

/**
 * A consumable the GM may update: Item#update merges the change into the item's data
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update), the double's
 * (foundry-double/document-update). No write is refused here, as before.
 */
export function consumable(id: string, name: string, fields: Plain): Plain {
  return giveUpdate({ id, name, type: "factionsConsumable", system: { ...structuredClone(initialData(consumableSchema)), ...fields } } as Plain);
}
