import { SHARED_TEMPLATES } from "../../../foundry/sheets/shared-templates";
import { CLASSIC_SHEET_TEMPLATES as T } from "./templates";

/**
 * Sheet parts as plain data: the sheet classes and the render checks share them. A character sheet and
 * a stat block show the same parts, neither with tabs; the stat block is narrower (styles).
 */
export const CLASSIC_CREATURE_PARTS = {
  header: { template: T.header },
  economy: { template: T.economy },
  stats: { template: T.stats },
  actions: { template: T.actions },
  items: { template: T.items, scrollable: [""] },
  notes: { template: SHARED_TEMPLATES.notes },
};

type ClassicItemType = "classicWeapon" | "classicShield" | "classicFocus" | "classicArmour" | "classicGear";

/** The details part's template is chosen by item type at render time. */
export const CLASSIC_ITEM_PARTS = {
  header: { template: T.itemHeader },
  details: { template: T.classicWeapon },
  description: { template: SHARED_TEMPLATES.description },
};

export function classicItemDetailsTemplate(type: string): string {
  return T[type as ClassicItemType] ?? T.classicGear;
}
