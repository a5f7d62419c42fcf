import { spec } from "../../../core/schema/spec";
import { firstVersion, schemaVersion } from "./common";
import { DECLARED_DAMAGE_TYPES, type DeclaredDamageType } from "../rules/combat/damage-types";

/** Added to the wielder's Base Initiative when it is declared; a few points either way. */
const initiativeModifier = (initial: number) => spec.integer(initial, { min: -12, max: 24 });

/** One tick per damage type the weapon deals: a set, so no type is listed twice. */
const damageTypes = (dealtByDefault: DeclaredDamageType) =>
  spec.object(Object.fromEntries(DECLARED_DAMAGE_TYPES.map((type) => [type, spec.boolean(type === dealtByDefault)])) as {
    [K in DeclaredDamageType]: ReturnType<typeof spec.boolean>;
  });

/** The weapon's damage types as a list, in the chapter's order (what the damage-type choice reads). */
export function dealtDamageTypes(ticks: Readonly<Record<DeclaredDamageType, boolean>>): DeclaredDamageType[] {
  return DECLARED_DAMAGE_TYPES.filter((type) => ticks[type]);
}

export const weaponSchema = spec.object({
  schemaVersion: schemaVersion(),
  /** Weapon speed: the initiative modifier of attacking with it. */
  speed: initiativeModifier(0),
  damage: spec.text("1d6", false),
  damageTypes: damageTypes("blunt"),
  /** ×2, ×3 or ×4 on a critical hit. */
  criticalMultiplier: spec.integer(2, { min: 2, max: 4 }),
  thrown: spec.boolean(false),
  /** Yards it reaches when thrown or shot; null for a weapon that only strikes in melee. */
  range: spec.optionalInteger(null, { min: 1, max: 1000 }),
  description: spec.html(),
});

/** Armour and shields alike: what each adds to Defense and to Armour while worn. */
export const armourSchema = spec.object({
  schemaVersion: schemaVersion(),
  defenseBonus: spec.integer(0, { min: -5, max: 10 }),
  armourBonus: spec.integer(1, { min: 0, max: 20 }),
  worn: spec.boolean(false),
  description: spec.html(),
});

export const consumableSchema = spec.object({
  schemaVersion: schemaVersion(),
  /** The chapter's +6 for using a consumable, unless the item says otherwise. */
  initiativeModifier: initiativeModifier(6),
  quantity: spec.integer(1, { min: 0, max: 999 }),
  /** What using one does, in a line for the card ("restores 1d6 Stress"). */
  effect: spec.text(),
  description: spec.html(),
});

export const spellSchema = spec.object({
  schemaVersion: schemaVersion(),
  castingTN: spec.integer(10, { min: 1, max: 40 }),
  /** Null: the spell's speed is its casting TN − 10, as the chapter says unless a spell states its own. */
  speed: spec.optionalInteger(null, { min: -12, max: 30 }),
  description: spec.html(),
});

export const declaredWeapon = firstVersion(weaponSchema);
export const declaredArmour = firstVersion(armourSchema);
export const declaredConsumable = firstVersion(consumableSchema);
export const declaredSpell = firstVersion(spellSchema);
