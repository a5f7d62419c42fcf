/**
 * A weapon's or a stat-block line's fields as the attack plan reads them, and what firing does to
 * its load. Pure: the shell and the pack tests hand it the stored fields.
 */
import type { PlannedWeapon } from "./attack-plan";
import type { WeaponAllowance } from "../derived/weapon-choices";

/** The stored attack fields (schema/attack-fields.ts); `loaded` only where a weapon tracks it. */
export interface WeaponFields extends WeaponAllowance {
  damage: number;
  /** A damage type of the chapter's table, or "typeless". */
  damageType: string;
  criticalDamage: number;
  criticalThreshold: number;
  thrown: boolean;
  projectile: boolean;
  /** Actions to reload after an attack; 0 needs none. */
  reload: number;
  nonlethal: boolean;
  /** Absent where nothing tracks it (a stat block's line): loaded. */
  loaded?: boolean;
}

/** Thrown and projectile attacks are the ranged ones, and the ones that can stray. */
export function plannedWeapon(fields: WeaponFields): PlannedWeapon {
  const thrownOrProjectile = fields.thrown || fields.projectile;
  return {
    attributes: fields.attributes,
    proficiencies: fields.proficiencies,
    damage: fields.damage,
    damageType: fields.damageType === "typeless" ? "" : fields.damageType,
    criticalDamage: fields.criticalDamage,
    criticalThreshold: fields.criticalThreshold,
    ranged: thrownOrProjectile,
    thrownOrProjectile,
    reloadActions: fields.reload,
    loaded: fields.loaded ?? true,
    nonlethal: fields.nonlethal,
  };
}

/** "Reloading her crossbow requires that she takes two actions": a weapon with a reload time is empty once fired. */
export function firingUnloads(weapon: Pick<PlannedWeapon, "reloadActions">): boolean {
  return weapon.reloadActions > 0;
}
