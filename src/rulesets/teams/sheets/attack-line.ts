import { attackTestFormula, bestAttackChoice, type TeamsActorRatings } from "../rules/derived";
import type { WeaponAllowance } from "../rules/derived/weapon-choices";
import { damageCategory } from "../rules/combat/damage";

/** What the sheet reads off a weapon or a natural attack to print its line. */
export interface AttackLineSource extends WeaponAllowance {
  damage: number;
  damageType: string;
  criticalDamage: number;
  criticalThreshold: number;
}

export interface AttackLine {
  /** The attack test as the chapter writes it (Boudica's spear: "2d6+1"); empty when the wielder can use no listed attribute. */
  test: string;
  /** The attribute and proficiency the test uses by default, as i18n keys. */
  attributeLabel: string;
  proficiencyLabel: string;
  /** Added to the test result on a hit, and on a critical (luck at or above the threshold). */
  damage: number;
  criticalDamage: number;
  criticalThreshold: number;
  damageTypeLabel: string;
  categoryLabel: string;
}

/** One attack line: the test the rules build for the wielder's best allowed choice, and the damage it adds. */
export function attackLine(ratings: Pick<TeamsActorRatings, "attributes" | "skills" | "proficiencies">, source: AttackLineSource): AttackLine {
  const choice = bestAttackChoice(source, ratings);
  return {
    test: choice ? attackTestFormula(ratings, choice) : "",
    attributeLabel: choice ? `FRAY.Teams.Sheet.Attribute.${choice.attribute}` : "",
    proficiencyLabel: choice?.proficiency ? `FRAY.Teams.Sheet.Proficiency.${choice.proficiency}` : "",
    damage: source.damage,
    criticalDamage: source.criticalDamage,
    criticalThreshold: source.criticalThreshold,
    damageTypeLabel: `FRAY.Teams.Sheet.DamageType.${source.damageType}`,
    categoryLabel: `FRAY.Teams.Sheet.Category.${damageCategory(source.damageType)}`,
  };
}
