/**
 * A weapon lists the attributes and proficiencies its attack test may use (Boudica's spear: strength
 * or dexterity, finesse or martial); the attacker picks one of each.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { dieFaces, type TeamsDie } from "./dice";
import { TEAMS_DERIVED_REFUSAL } from "./labels";
import type { TeamsAttribute, TeamsWeaponProficiency } from "./traits";

export interface WeaponAllowance {
  attributes: Readonly<Record<TeamsAttribute, boolean>>;
  proficiencies: Readonly<Record<TeamsWeaponProficiency, boolean>>;
}

export interface AttackerRatings {
  attributes: Readonly<Record<TeamsAttribute, TeamsDie>>;
  proficiencies: Readonly<Record<TeamsWeaponProficiency, number>>;
}

export interface AttackChoice {
  attribute: TeamsAttribute;
  /** Null when the weapon allows no proficiency: the test adds nothing. */
  proficiency: TeamsWeaponProficiency | null;
}

export function allowedAttributes(weapon: WeaponAllowance): TeamsAttribute[] {
  return (Object.keys(weapon.attributes) as TeamsAttribute[]).filter((key) => weapon.attributes[key]);
}

export function allowedProficiencies(weapon: WeaponAllowance): TeamsWeaponProficiency[] {
  return (Object.keys(weapon.proficiencies) as TeamsWeaponProficiency[]).filter((key) => weapon.proficiencies[key]);
}

/** The choice a player would make by default: the largest allowed attribute die and the largest allowed proficiency. */
export function bestAttackChoice(weapon: WeaponAllowance, attacker: AttackerRatings): AttackChoice | null {
  const attributes = allowedAttributes(weapon);
  if (attributes.length === 0) return null;
  const attribute = attributes.reduce((best, key) => (dieFaces(attacker.attributes[key]) > dieFaces(attacker.attributes[best]) ? key : best));
  const proficiencies = allowedProficiencies(weapon);
  const proficiency = proficiencies.length === 0 ? null : proficiencies.reduce((best, key) => (attacker.proficiencies[key] > attacker.proficiencies[best] ? key : best));
  return { attribute, proficiency };
}

/** The choice, or a refusal naming the attribute or proficiency the weapon does not list. */
export function checkAttackChoice(weapon: WeaponAllowance, choice: AttackChoice): Decision<{ choice: AttackChoice }> {
  if (!weapon.attributes[choice.attribute]) return refuse(TEAMS_DERIVED_REFUSAL.attributeNotAllowed, { attribute: choice.attribute });
  if (choice.proficiency !== null && !weapon.proficiencies[choice.proficiency]) {
    return refuse(TEAMS_DERIVED_REFUSAL.proficiencyNotAllowed, { proficiency: choice.proficiency });
  }
  return { ok: true, choice };
}
