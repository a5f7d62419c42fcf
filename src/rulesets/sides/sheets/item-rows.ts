import type { Infer } from "../../../core/schema/spec";
import type { armourSchema, gearSchema, shieldSchema, weaponSchema } from "../schema/items";
import { formatShock } from "../rules/shock-notation";
import { signed, type ItemRow } from "./view-types";

export type WeaponRowData = Infer<typeof weaponSchema>;
export type ArmourRowData = Infer<typeof armourSchema>;
export type ShieldRowData = Infer<typeof shieldSchema>;
export type GearRowData = Infer<typeof gearSchema>;

/** Attribute modifiers a wielder brings to a weapon: the best of the attributes it allows. */
interface Wielder {
  modifiers: { str: number; dex: number };
  combatSkills?: Record<string, number>;
  attackBonus: number;
}

/** One weapon line: to-hit and damage as this wielder would roll them, Shock in rulebook notation. */
export function weaponRow(item: ItemRow<WeaponRowData>, wielder: Wielder) {
  const { system } = item;
  const allowed = (["str", "dex"] as const).filter((key) => system.attributes[key]);
  const attributeMod = allowed.length > 0 ? Math.max(...allowed.map((key) => wielder.modifiers[key])) : 0;
  const skill = wielder.combatSkills?.[system.skill] ?? 0;
  const toHit = wielder.attackBonus + attributeMod + skill + system.magicBonus;
  const damageBonus = attributeMod + system.magicBonus + (system.category === "unarmed" ? skill : 0);
  return {
    ...rowBase(item),
    toHit: signed(toHit),
    damage: damageBonus === 0 ? system.damage : `${system.damage}${damageBonus > 0 ? "+" : "\u2212"}${Math.abs(damageBonus)}`,
    shock: formatShock(system.shock),
    range: system.range.normal > 0 ? `${system.range.normal}/${system.range.long}` : "",
    skillLabel: `FRAY.Sides.Skill.${system.skill}`,
    readied: system.carry === "readied",
    category: system.category,
    tags: weaponTags(system),
  };
}

function weaponTags(system: WeaponRowData): string[] {
  const tags: string[] = [];
  if (system.twoHanded) tags.push("FRAY.Sides.Weapon.twoHanded");
  if (system.thrown) tags.push("FRAY.Sides.Weapon.thrown");
  if (system.long) tags.push("FRAY.Sides.Weapon.long");
  if (system.nonLethal) tags.push("FRAY.Sides.Weapon.nonLethal");
  return tags;
}

export function armourRow(item: ItemRow<ArmourRowData>) {
  return { ...rowBase(item), ac: item.system.ac + item.system.magicBonus, weightLabel: `FRAY.Sides.Armour.weight.${item.system.weight}`, worn: item.system.worn };
}

export function shieldRow(item: ItemRow<ShieldRowData>) {
  return { ...rowBase(item), ac: item.system.ac + item.system.magicBonus, readied: item.system.carry === "readied" };
}

export function gearRow(item: ItemRow<GearRowData>) {
  return { ...rowBase(item), quantity: item.system.quantity, readied: item.system.carry === "readied" };
}

function rowBase(item: ItemRow<{ encumbrance: number }>) {
  return { id: item.id, name: item.name, img: item.img, encumbrance: item.system.encumbrance };
}
