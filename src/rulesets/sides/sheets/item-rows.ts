import type { Infer } from "../../../core/schema/spec";
import type { ItemRow } from "../../../foundry/sheets/item-row";
import type { armourSchema, gearSchema, shieldSchema, weaponSchema } from "../schema/items";
import { formatShock } from "../rules/shock-notation";
import type { AttackerProfile } from "../rules/combat/types";
import { weaponProfile } from "../rules/profiles";
import { attackLine } from "./attack-line";

export type WeaponRowData = Infer<typeof weaponSchema>;
export type ArmourRowData = Infer<typeof armourSchema>;
export type ShieldRowData = Infer<typeof shieldSchema>;
export type GearRowData = Infer<typeof gearSchema>;

/** One weapon line: to-hit and damage as this wielder's plain attack rolls them, Shock in rulebook notation. */
export function weaponRow(item: ItemRow<WeaponRowData>, wielder: AttackerProfile) {
  const { system } = item;
  return {
    ...rowBase(item),
    ...attackLine(wielder, weaponProfile(system)),
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
