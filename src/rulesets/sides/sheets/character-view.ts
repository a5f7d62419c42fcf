import { ATTRIBUTES } from "../rules/attributes";
import { COMBAT_SKILLS, GENERAL_SKILLS } from "../rules/skills";
import { SAVES } from "../rules/saves";
import type { CharacterDerived, CharacterSource } from "../rules/derived-character";
import { HIT_DICE } from "../schema/character";
import { signed } from "../../../core/format/signed";
import type { ItemRow } from "../../../foundry/sheets/item-row";
import { characterAttacker } from "../rules/profiles";
import { gearRow, weaponRow, armourRow, shieldRow, type ArmourRowData, type GearRowData, type ShieldRowData, type WeaponRowData } from "./item-rows";

/** Everything the character sheet templates read, built from plain data so it renders without Foundry. */
export function characterView(system: CharacterSource & CharacterDerived, items: ItemRow[]) {
  const byType = (type: string) => items.filter((item) => item.type === type);
  const wielder = characterAttacker(system);
  const weapons = (byType("sidesWeapon") as ItemRow<WeaponRowData>[]).map((item) => weaponRow(item, wielder));
  return {
    attributes: ATTRIBUTES.map((key) => ({
      key,
      name: `system.attributes.${key}`,
      label: `FRAY.Sides.Attribute.${key}.long`,
      abbr: `FRAY.Sides.Attribute.${key}.abbr`,
      value: system.attributes[key],
      modifier: signed(system.modifiers[key]),
    })),
    combatSkills: COMBAT_SKILLS.map((key) => skillCell("combatSkills", key, system.combatSkills[key])),
    skills: GENERAL_SKILLS.map((key) => skillCell("skills", key, system.skills[key])),
    saves: SAVES.map((key) => ({ key, label: `FRAY.Sides.Save.${key}`, value: system.saves[key] })),
    ac: { value: system.ac.value, parts: system.ac.parts.map((part) => ({ label: part.label, value: signedOrBase(part, system.ac.parts) })) },
    hitDiceLabel: `${system.level}${system.hitDie}`,
    hitDieChoices: Object.fromEntries(HIT_DICE.map((die) => [die, die])),
    readiedWeapons: weapons.filter((weapon) => weapon.readied),
    weapons,
    armour: (byType("sidesArmour") as ItemRow<ArmourRowData>[]).map(armourRow),
    shields: (byType("sidesShield") as ItemRow<ShieldRowData>[]).map(shieldRow),
    gear: (byType("sidesGear") as ItemRow<GearRowData>[]).map(gearRow),
  };
}

export type CharacterView = ReturnType<typeof characterView>;

function skillCell(group: string, key: string, value: number) {
  return { key, name: `system.${group}.${key}`, label: `FRAY.Sides.Skill.${key}`, value };
}

/** The first AC part is the base value; the rest are shown as +/− adjustments. */
function signedOrBase(part: { value: number }, parts: readonly { value: number }[]): string {
  return part === parts[0] ? String(part.value) : signed(part.value);
}
