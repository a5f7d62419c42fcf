/**
 * The `classic` items: weapons, shields, foci and armour. Weapons, shields and foci are held in a slot
 * (rules/character/wield.ts); armour is worn. Each stores what the attack, damage, AC and training rules read.
 */
import { spec, type Infer } from "../../../core/schema/spec";
import { DEFAULT_THREAT_FROM } from "../rules/attack/outcome";
import { SHIELD_BASH_DAMAGE, type ShieldKind } from "../rules/attack/damage";
import { classicFirstVersion, heldIn, schemaVersion } from "./common";
import { ARMOUR_CATEGORIES, WEAPON_GROUPS } from "./training";

/** The lowest natural d20 that threatens (19 for 19–20) and the multiplier: 20 and ×2 unless the item says otherwise. */
const critical = () => ({
  threatFrom: spec.integer(DEFAULT_THREAT_FROM, { min: 2, max: 20 }),
  criticalMultiplier: spec.integer(2, { min: 2, max: 4 }),
});

export const weaponSchema = spec.object({
  schemaVersion: schemaVersion(),
  held: heldIn(),
  /** The weapon's dice with its own flat bonus ("2d4+1"): a critical multiplies both. */
  damage: spec.text("1d6", false),
  ...critical(),
  twoHanded: spec.boolean(false),
  /** A reach weapon threatens the next ring of squares too. */
  reach: spec.boolean(false),
  ranged: spec.boolean(false),
  /** Thrown: a ranged attack that adds Strength to damage. */
  thrown: spec.boolean(false),
  /** Disarms without a free hand. */
  disarming: spec.boolean(false),
  /** Strikes while grappling, like an unarmed strike. */
  grappleCompatible: spec.boolean(false),
  /** Pierces or slashes (a blade, a point): it can cut a swallowed creature out. */
  piercingOrSlashing: spec.boolean(false),
  trainingGroup: spec.choice(WEAPON_GROUPS, "simple"),
  /** The wielder is trained with this weapon whatever its group (an exotic weapon learnt on its own). */
  trainedWith: spec.boolean(false),
  /** A flat bonus to damage (Weapon Offensive Training +2), added once per weapon damage roll. */
  flatDamageBonus: spec.integer(0, { min: -10, max: 20 }),
  description: spec.html(),
});

export const SHIELD_KINDS = Object.keys(SHIELD_BASH_DAMAGE) as ShieldKind[];

export const shieldSchema = spec.object({
  schemaVersion: schemaVersion(),
  held: heldIn(),
  kind: spec.choice(SHIELD_KINDS, "full"),
  /** A full shield's +2; only the best shield held counts. */
  acBonus: spec.integer(2, { min: 0, max: 20 }),
  ...critical(),
  description: spec.html(),
});

/** A shield bash's dice, by the shield's kind: the chapter's table, never stored. */
export function shieldBashDamage(shield: Pick<Infer<typeof shieldSchema>, "kind">): string {
  return SHIELD_BASH_DAMAGE[shield.kind];
}

export const focusSchema = spec.object({
  schemaVersion: schemaVersion(),
  held: heldIn(),
  /** What the focus adds to its spells; of two foci held only the better counts. */
  bonus: spec.integer(0, { min: 0, max: 10 }),
  description: spec.html(),
});

/** New armour is padding: +1 AC, no check penalty, 5% spell failure, light. */
export const armourSchema = spec.object({
  schemaVersion: schemaVersion(),
  worn: spec.boolean(false),
  category: spec.choice(ARMOUR_CATEGORIES, "light"),
  acBonus: spec.integer(1, { min: 0, max: 20 }),
  /** 0 or less: a penalty, counted on attacks when worn untrained and on Escape Artist always. */
  armourCheckPenalty: spec.integer(0, { min: -20, max: 0 }),
  /** The chance in percent that a spell cast in it fails. */
  spellFailure: spec.integer(5, { min: 0, max: 100 }),
  description: spec.html(),
});

/** Kit the chapter names: a potion (drunk as a move action, as a swift one from a potion belt), the belt itself, an oil, or anything else. */
export const GEAR_KINDS = ["potion", "potionBelt", "oil", "other"] as const;

export const gearSchema = spec.object({
  schemaVersion: schemaVersion(),
  kind: spec.choice(GEAR_KINDS, "other"),
  quantity: spec.integer(1, { min: 0, max: 999 }),
  /** Hit points a potion restores, as dice ("2d8+3"); empty for gear that heals nothing. */
  healing: spec.text(),
  description: spec.html(),
});

export const classicWeapon = classicFirstVersion(weaponSchema);
export const classicShield = classicFirstVersion(shieldSchema);
export const classicFocus = classicFirstVersion(focusSchema);
export const classicArmour = classicFirstVersion(armourSchema);
export const classicGear = classicFirstVersion(gearSchema);
