import { SHARED_TEMPLATES } from "../../../foundry/sheets/shared-templates";

/** Where the `teams` item templates live inside the installed system. */
const root = "systems/fray/templates/teams/sheets";

export const TEAMS_ITEM_TEMPLATES = {
  header: `${root}/item-header.hbs`,
  teamsWeapon: `${root}/item-weapon.hbs`,
  teamsArmour: `${root}/item-armour.hbs`,
  teamsShield: `${root}/item-shield.hbs`,
  teamsGear: `${root}/item-gear.hbs`,
  durability: `${root}/item-durability.hbs`,
} as const;

/** The details part's template is chosen by item type at render time. */
export const TEAMS_ITEM_PARTS = {
  header: { template: TEAMS_ITEM_TEMPLATES.header },
  details: { template: TEAMS_ITEM_TEMPLATES.teamsWeapon },
  /** Empty for armour, which has no durability. */
  durability: { template: TEAMS_ITEM_TEMPLATES.durability },
  description: { template: SHARED_TEMPLATES.description },
};

type TeamsItemType = "teamsWeapon" | "teamsArmour" | "teamsShield" | "teamsGear";

export function teamsItemDetailsTemplate(type: string): string {
  return TEAMS_ITEM_TEMPLATES[type as TeamsItemType] ?? TEAMS_ITEM_TEMPLATES.teamsGear;
}
