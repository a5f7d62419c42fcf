/** Where the `sides` templates live inside the installed system. */
const root = "systems/fray/templates/sides";

export const SIDES_TEMPLATES = {
  characterHeader: `${root}/character-header.hbs`,
  characterCombat: `${root}/character-combat.hbs`,
  characterSkills: `${root}/character-skills.hbs`,
  characterGear: `${root}/character-gear.hbs`,
  monster: `${root}/monster.hbs`,
  actions: `${root}/actions.hbs`,
  aooCard: `${root}/aoo-card.hbs`,
  itemHeader: `${root}/item-header.hbs`,
  sidesWeapon: `${root}/item-weapon.hbs`,
  sidesArmour: `${root}/item-armour.hbs`,
  sidesShield: `${root}/item-shield.hbs`,
  sidesGear: `${root}/item-gear.hbs`,
} as const;

export const SHARED_TEMPLATES = {
  tabs: "systems/fray/templates/shared/tabs.hbs",
  notes: "systems/fray/templates/shared/notes.hbs",
  description: "systems/fray/templates/shared/description.hbs",
} as const;
