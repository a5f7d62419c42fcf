/**
 * The `factions` items: weapons, armour, shields and consumables. Weapons, armour and shields wear
 * down (intact, damaged, broken) and remember being used this fight for the durability roll afterwards.
 */
import { spec } from "../../../core/schema/spec";
import { CONSUMABLE_KINDS } from "../rules/character/consumables";
import { factionsFirstVersion, itemCondition, schemaVersion, usedThisFight } from "./common";

export const ATTACK_KINDS = ["melee", "ranged", "indirect"] as const;
/** A hand weapon is wielded in one hand, a great one in both. */
export const WEAPON_GRIPS = ["hand", "great"] as const;
/** The most zones a weapon reaches. */
export const WEAPON_RANGE_MAX = 20;
/** The most armour one suit or shield gives. */
export const ITEM_ARMOUR_MAX = 10;

export const weaponSchema = spec.object({
  schemaVersion: schemaVersion(),
  /** The damage die ("1d6"), or dice a blast rolls ("2d6"). */
  damage: spec.text("1d6", false),
  attackKind: spec.choice(ATTACK_KINDS, "melee"),
  /** Zones away it reaches: 0 is its own zone only (melee); half range is half of it, rounded down. */
  range: spec.integer(0, { min: 0, max: WEAPON_RANGE_MAX }),
  blast: spec.boolean(false),
  simple: spec.boolean(true),
  grip: spec.choice(WEAPON_GRIPS, "hand"),
  /** A mundane object swung in anger: counts as damaged from the start. */
  improvised: spec.boolean(false),
  /** Hits hard enough that cover adds no armour. */
  penetratesCover: spec.boolean(false),
  condition: itemCondition(),
  equipped: spec.boolean(false),
  /** Coated with a dose of poison: its next damaging hit may poison the target. */
  coated: spec.boolean(false),
  usedThisFight: usedThisFight(),
  description: spec.html(),
});

/** New armour is light: armour 1, intact. It is put on or off only outside a fight. */
export const armourSchema = spec.object({
  schemaVersion: schemaVersion(),
  armourValue: spec.integer(1, { min: 0, max: ITEM_ARMOUR_MAX }),
  condition: itemCondition(),
  worn: spec.boolean(false),
  usedThisFight: usedThisFight(),
  description: spec.html(),
});

/** A shield adds 1 armour while held, and strikes as a simple hand weapon for a d4. */
export const shieldSchema = spec.object({
  schemaVersion: schemaVersion(),
  armourValue: spec.integer(1, { min: 0, max: ITEM_ARMOUR_MAX }),
  damage: spec.text("1d4", false),
  condition: itemCondition(),
  held: spec.boolean(false),
  usedThisFight: usedThisFight(),
  description: spec.html(),
});

export const consumableSchema = spec.object({
  schemaVersion: schemaVersion(),
  kind: spec.choice(CONSUMABLE_KINDS, "healingDraught"),
  quantity: spec.integer(1, { min: 0, max: 99 }),
  /** The health a draught restores, as dice; blank: the usual 1d6. */
  healing: spec.text(),
  description: spec.html(),
});

export const factionsWeapon = factionsFirstVersion(weaponSchema);
export const factionsArmour = factionsFirstVersion(armourSchema);
export const factionsShield = factionsFirstVersion(shieldSchema);
export const factionsConsumable = factionsFirstVersion(consumableSchema);
