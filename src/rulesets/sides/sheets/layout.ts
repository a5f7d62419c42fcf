import { SHARED_TEMPLATES } from "../../../foundry/sheets/shared-templates";
import { SIDES_TEMPLATES } from "./templates";

/** Sheet parts and tabs as plain data: the sheet classes and the render checks share them. */
export const CHARACTER_PARTS = {
  header: { template: SIDES_TEMPLATES.characterHeader },
  tabs: { template: SHARED_TEMPLATES.tabs },
  combat: { template: SIDES_TEMPLATES.characterCombat, scrollable: [""] },
  actions: { template: SIDES_TEMPLATES.actions, scrollable: [""] },
  skills: { template: SIDES_TEMPLATES.characterSkills, scrollable: [""] },
  gear: { template: SIDES_TEMPLATES.characterGear, scrollable: [""] },
  notes: { template: SHARED_TEMPLATES.notes, scrollable: [""] },
};

export const CHARACTER_TABS = {
  primary: {
    initial: "combat",
    labelPrefix: "FRAY.Sides.Sheet.Tab",
    tabs: [
      { id: "combat", cssClass: "" },
      { id: "actions", cssClass: "" },
      { id: "skills", cssClass: "" },
      { id: "gear", cssClass: "" },
      { id: "notes", cssClass: "" },
    ],
  },
};

export const MONSTER_PARTS = {
  monster: { template: SIDES_TEMPLATES.monster, scrollable: [""] },
  actions: { template: SIDES_TEMPLATES.actions },
  notes: { template: SHARED_TEMPLATES.notes },
};

/** The details part's template is chosen by item type at render time. */
export const ITEM_PARTS = {
  header: { template: SIDES_TEMPLATES.itemHeader },
  details: { template: SIDES_TEMPLATES.sidesWeapon },
  description: { template: SHARED_TEMPLATES.description },
};

export type SidesItemType = "sidesWeapon" | "sidesArmour" | "sidesShield" | "sidesGear";

export function itemDetailsTemplate(type: string): string {
  return SIDES_TEMPLATES[type as SidesItemType] ?? SIDES_TEMPLATES.sidesGear;
}
