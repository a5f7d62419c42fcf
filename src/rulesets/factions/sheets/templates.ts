/** Where the `factions` sheet templates live inside the installed system. */
const root = "systems/fray/templates/factions/sheets";

export const FACTIONS_SHEET_TEMPLATES = {
  header: `${root}/creature-header.hbs`,
  stats: `${root}/creature-stats.hbs`,
  turn: `${root}/creature-turn.hbs`,
  items: `${root}/creature-items.hbs`,
  itemHeader: `${root}/item-header.hbs`,
  factionsWeapon: `${root}/item-weapon.hbs`,
  factionsArmour: `${root}/item-armour.hbs`,
  factionsShield: `${root}/item-shield.hbs`,
  factionsConsumable: `${root}/item-consumable.hbs`,
} as const;
