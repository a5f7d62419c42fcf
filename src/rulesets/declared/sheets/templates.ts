/** Where the `declared` sheet templates live inside the installed system. */
const root = "systems/fray/templates/declared/sheets";

export const DECLARED_SHEET_TEMPLATES = {
  header: `${root}/creature-header.hbs`,
  stats: `${root}/creature-stats.hbs`,
  economy: `${root}/economy.hbs`,
  injuries: `${root}/injuries.hbs`,
  items: `${root}/creature-items.hbs`,
  itemHeader: `${root}/item-header.hbs`,
  declaredWeapon: `${root}/item-weapon.hbs`,
  declaredArmour: `${root}/item-armour.hbs`,
  declaredConsumable: `${root}/item-consumable.hbs`,
  declaredSpell: `${root}/item-spell.hbs`,
} as const;
