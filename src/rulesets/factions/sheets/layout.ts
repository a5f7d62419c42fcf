import { SHARED_TEMPLATES } from "../../../foundry/sheets/shared-templates";
import { FACTIONS_SHEET_TEMPLATES as T } from "./templates";

/** Sheet parts as plain data: the sheet classes and the render checks share them; neither sheet has tabs. */
export const FACTIONS_CREATURE_PARTS = {
  header: { template: T.header },
  stats: { template: T.stats },
  turn: { template: T.turn },
  items: { template: T.items, scrollable: [""] },
  notes: { template: SHARED_TEMPLATES.notes },
};

type FactionsItemType = "factionsWeapon" | "factionsArmour" | "factionsShield" | "factionsConsumable";

/** The details part's template is chosen by item type at render time. */
export const FACTIONS_ITEM_PARTS = {
  header: { template: T.itemHeader },
  details: { template: T.factionsWeapon },
  description: { template: SHARED_TEMPLATES.description },
};

export function factionsItemDetailsTemplate(type: string): string {
  return T[type as FactionsItemType] ?? T.factionsConsumable;
}
