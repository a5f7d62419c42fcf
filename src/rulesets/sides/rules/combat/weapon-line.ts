/**
 * A weapon as its wielder's sheet lists it: the to-hit and damage of a plain attack with it (no
 * situation, no target, the better attribute, the weapon's own skill), worked out by the very
 * functions an attack uses, so the sheet never shows a number the attack would not roll.
 */
import type { Modifier } from "../../../../core/rules-types";
import { baseBonuses, bestAttribute } from "./attack-plan";
import { damageBonuses } from "./damage";
import { damageBonusInput } from "./resolve-attack";
import type { AttackerProfile, WeaponProfile } from "./types";

export interface WeaponLine {
  /** Everything added to the d20. */
  toHit: number;
  /** The weapon's damage formula as written. */
  damageDie: string;
  /** Everything a hit adds to that formula. */
  damageBonus: number;
}

const total = (lines: readonly Modifier[]) => lines.reduce((sum, line) => sum + line.value, 0);

export function weaponLine(attacker: AttackerProfile, weapon: WeaponProfile): WeaponLine {
  const base = baseBonuses(attacker, weapon, bestAttribute(weapon, attacker), weapon.skill);
  const bonuses = damageBonuses(damageBonusInput(attacker, weapon, { attributeMod: base.attributeMod, dualWieldDamage: false }, []));
  return { toHit: total(base.modifiers), damageDie: weapon.damage, damageBonus: total(bonuses) };
}
