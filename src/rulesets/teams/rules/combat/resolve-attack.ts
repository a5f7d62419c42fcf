/**
 * One attack against the target it ended up with: does it hit (test ≥ evasion, or a critical luck
 * roll), and what the target takes.
 */
import { hitDamage, type HitDamage } from "./damage";
import { isCriticalLuck } from "./luck";

export interface AttackWeapon {
  damage: number;
  criticalDamage: number;
  criticalThreshold: number;
}

export interface AttackResolutionInput {
  testTotal: number;
  luckRoll: number;
  weapon: AttackWeapon;
  /** The target's evasion as this attacker treats it (size, Guard … already applied). */
  evasion: number;
  /** The target's reduction matching the weapon's damage category, as this attacker treats it. */
  reduction: number;
}

export type AttackResolution = { hit: false; critical: false } | ({ hit: true; critical: boolean } & HitDamage);

export function resolveAttack(input: AttackResolutionInput): AttackResolution {
  const critical = isCriticalLuck(input.luckRoll, input.weapon.criticalThreshold);
  if (!critical && input.testTotal < input.evasion) return { hit: false, critical: false };
  const weaponDamage = critical ? input.weapon.criticalDamage : input.weapon.damage;
  return { hit: true, critical, ...hitDamage({ testTotal: input.testTotal, weaponDamage, reduction: input.reduction }) };
}
