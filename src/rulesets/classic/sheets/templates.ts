/** Where the `classic` sheet templates live inside the installed system. */
const root = "systems/fray/templates/classic/sheets";

export const CLASSIC_SHEET_TEMPLATES = {
  header: `${root}/creature-header.hbs`,
  economy: `${root}/economy.hbs`,
  stats: `${root}/creature-stats.hbs`,
  actions: `${root}/creature-actions.hbs`,
  items: `${root}/creature-items.hbs`,
  itemHeader: `${root}/item-header.hbs`,
  classicWeapon: `${root}/item-weapon.hbs`,
  classicShield: `${root}/item-shield.hbs`,
  classicFocus: `${root}/item-focus.hbs`,
  classicArmour: `${root}/item-armour.hbs`,
  classicGear: `${root}/item-gear.hbs`,
} as const;
