import { ARMOUR_WEIGHTS, WEAPON_CATEGORIES, WEAPON_LAUNCHERS, WEAPON_SKILLS } from "../schema/items";
import { CARRY_STATES } from "../schema/common";

const choices = (values: readonly string[], prefix: string) =>
  Object.fromEntries(values.map((value) => [value, `${prefix}.${value}`]));

/** Select options for the item sheets; labels are i18n keys the template localizes. */
export function itemChoices() {
  return {
    categories: choices(WEAPON_CATEGORIES, "FRAY.Sides.Weapon.category"),
    skills: choices(WEAPON_SKILLS, "FRAY.Sides.Skill"),
    carry: choices(CARRY_STATES, "FRAY.Sides.Carry"),
    weights: choices(ARMOUR_WEIGHTS, "FRAY.Sides.Armour.weight"),
    launchers: choices(WEAPON_LAUNCHERS, "FRAY.Sides.Weapon.launcher"),
  };
}
