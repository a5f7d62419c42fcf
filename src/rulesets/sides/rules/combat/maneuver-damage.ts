/**
 * Damage the maneuvers deal outside an attack card: a grappler's end-of-round unarmed blow and an
 * execution's maximum damage. Both are a hit's damage (damage.ts) with the attribute the weapon
 * allows at its best; there is no Shock floor (no attack roll was made against an AC).
 */
import { baseBonuses, bestAttribute } from "./attack-plan";
import { hitDamage, maximumHitDamage, type HitDamage } from "./damage";
import { damageBonusInput } from "./resolve-attack";
import type { AttackerProfile, WeaponProfile } from "./types";

/**
 * A bare-handed blow for a character with no unarmed weapon: the family's punch, 1d2 with STR
 * or DEX, plus Brawl (damage.ts adds it to unarmed attacks).
 */
export const PUNCH: WeaponProfile = {
  damage: "1d2",
  attributes: ["str", "dex"],
  skill: "brawl",
  shock: null,
  range: null,
  twoHanded: false,
  thrown: false,
  category: "unarmed",
  long: false,
  magicBonus: 0,
  nonLethal: false,
  launcher: null,
};

function input(attacker: AttackerProfile, weapon: WeaponProfile) {
  const { attributeMod } = baseBonuses(attacker, weapon, bestAttribute(weapon, attacker), weapon.skill);
  return { ...damageBonusInput(attacker, weapon, { attributeMod, dualWieldDamage: false }, []), swarmDamage: 0, shockFloor: 0 };
}

/** A grappler's blow at the end of the round, its die already rolled; never below 0. */
export function grappleBlow(attacker: AttackerProfile, weapon: WeaponProfile, weaponRoll: number): HitDamage {
  const damage = hitDamage({ ...input(attacker, weapon), weaponRoll });
  return { ...damage, total: Math.max(0, damage.total) };
}

/** The most an execution's weapon does: what a saved execution still deals. */
export function executionMaximum(attacker: AttackerProfile, weapon: WeaponProfile): number {
  return Math.max(0, maximumHitDamage(input(attacker, weapon)).total);
}

/** The execution save's penalty: the assailant's level in the weapon's skill (NPCs: their skill bonus); untrained is 0. */
export function assailantCombatSkill(attacker: AttackerProfile, weapon: WeaponProfile, npcSkillBonus: number): number {
  if (attacker.kind === "npc") return Math.max(0, npcSkillBonus);
  return Math.max(0, attacker.skills[weapon.skill]);
}
