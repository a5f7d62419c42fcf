/** Where the `sides` templates live inside the installed system: sheet parts, chat cards, dialogs. */
const root = "systems/fray/templates/sides";

export const SIDES_TEMPLATES = {
  characterHeader: `${root}/sheets/character-header.hbs`,
  characterCombat: `${root}/sheets/character-combat.hbs`,
  characterSkills: `${root}/sheets/character-skills.hbs`,
  characterGear: `${root}/sheets/character-gear.hbs`,
  monster: `${root}/sheets/monster.hbs`,
  actions: `${root}/sheets/actions.hbs`,
  aooCard: `${root}/chat/aoo-card.hbs`,
  itemHeader: `${root}/sheets/item-header.hbs`,
  sidesWeapon: `${root}/sheets/item-weapon.hbs`,
  sidesArmour: `${root}/sheets/item-armour.hbs`,
  sidesShield: `${root}/sheets/item-shield.hbs`,
  sidesGear: `${root}/sheets/item-gear.hbs`,
} as const;
