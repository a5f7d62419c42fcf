import { spec } from "../../../core/schema/spec";
import { TEAMS_DAMAGE_TYPES } from "../rules/combat/damage";
import { TEAMS_ATTRIBUTES, TEAMS_WEAPON_PROFICIENCIES } from "../rules/derived/traits";

/** The chapter's damage types, and "typeless" for a source that names none. */
export const DAMAGE_TYPE_CHOICES = [...(Object.keys(TEAMS_DAMAGE_TYPES) as (keyof typeof TEAMS_DAMAGE_TYPES)[]), "typeless"] as const;

const allowed = <const K extends string>(keys: readonly K[], allowedByDefault: readonly K[]) =>
  spec.object(Object.fromEntries(keys.map((key) => [key, spec.boolean(allowedByDefault.includes(key))])) as { [P in K]: ReturnType<typeof spec.boolean> });

/** How something strikes, shared by weapons and a monster's own attacks. */
export const attackFields = () => ({
  /** The attributes and proficiencies the attack test may use. */
  attributes: allowed(TEAMS_ATTRIBUTES, ["strength"]),
  proficiencies: allowed(TEAMS_WEAPON_PROFICIENCIES, ["martial"]),
  damage: spec.integer(2, { min: 0, max: 40 }),
  damageType: spec.choice(DAMAGE_TYPE_CHOICES, "bludgeoning"),
  criticalDamage: spec.integer(4, { min: 0, max: 60 }),
  /** A luck roll at or above this cannot miss and deals the critical damage. */
  criticalThreshold: spec.integer(20, { min: 1, max: 30 }),
  thrown: spec.boolean(false),
  projectile: spec.boolean(false),
  /** Actions to reload after an attack; 0 needs none. */
  reload: spec.integer(0, { min: 0, max: 12 }),
  nonlethal: spec.boolean(false),
});
