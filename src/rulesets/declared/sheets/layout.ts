import { SHARED_TEMPLATES } from "../../../foundry/sheets/shared-templates";
import { DECLARED_SHEET_TEMPLATES as T } from "./templates";

/**
 * Sheet parts as plain data: the sheet classes and the render checks share them. A character sheet and
 * a stat block show the same parts, neither with tabs; the stat block is narrower and denser (styles).
 */
export const DECLARED_CREATURE_PARTS = {
  header: { template: T.header },
  economy: { template: T.economy },
  stats: { template: T.stats },
  injuries: { template: T.injuries },
  items: { template: T.items, scrollable: [""] },
  notes: { template: SHARED_TEMPLATES.notes },
};

type DeclaredItemType = "declaredWeapon" | "declaredArmour" | "declaredConsumable" | "declaredSpell";

/** The details part's template is chosen by item type at render time. */
export const DECLARED_ITEM_PARTS = {
  header: { template: T.itemHeader },
  details: { template: T.declaredWeapon },
  description: { template: SHARED_TEMPLATES.description },
};

export function declaredItemDetailsTemplate(type: string): string {
  return T[type as DeclaredItemType] ?? T.declaredConsumable;
}
