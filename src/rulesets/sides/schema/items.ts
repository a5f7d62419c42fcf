import { spec } from "../../../core/schema/spec";
import type { DocumentTypeSpec } from "../../../core/schema/document-type";
import { carried, CARRY_STATES, schemaVersion, shock, SIDES_SCHEMA_VERSION } from "./common";
import { shockTextToRating } from "./migrations";

export const WEAPON_SKILLS = ["brawl", "stab", "shoot", "exert"] as const;
export const WEAPON_CATEGORIES = ["melee", "ranged", "unarmed"] as const;
export const ARMOUR_WEIGHTS = ["light", "medium", "heavy"] as const;
/** Bows and crossbows reload differently; everything else is "none". */
export const WEAPON_LAUNCHERS = ["none", "bow", "crossbow"] as const;

const magicBonus = () => spec.integer(0, { min: 0, max: 5 });

export const weaponSchema = spec.object({
  schemaVersion: schemaVersion(),
  category: spec.choice(WEAPON_CATEGORIES, "melee"),
  damage: spec.text("1d6", false),
  attributes: spec.object({ str: spec.boolean(true), dex: spec.boolean(false) }),
  skill: spec.choice(WEAPON_SKILLS, "stab"),
  shock: shock(),
  range: spec.object({ normal: spec.integer(0, { min: 0 }), long: spec.integer(0, { min: 0 }) }),
  launcher: spec.choice(WEAPON_LAUNCHERS, "none"),
  twoHanded: spec.boolean(false),
  thrown: spec.boolean(false),
  long: spec.boolean(false),
  nonLethal: spec.boolean(false),
  magicBonus: magicBonus(),
  carry: spec.choice(CARRY_STATES, "readied"),
  ...carried(),
});

export const armourSchema = spec.object({
  schemaVersion: schemaVersion(),
  ac: spec.integer(13, { min: 10, max: 25 }),
  weight: spec.choice(ARMOUR_WEIGHTS, "light"),
  magicBonus: magicBonus(),
  worn: spec.boolean(false),
  ...carried(),
});

export const shieldSchema = spec.object({
  schemaVersion: schemaVersion(),
  ac: spec.integer(13, { min: 10, max: 25 }),
  magicBonus: magicBonus(),
  carry: spec.choice(CARRY_STATES, "readied"),
  ...carried(),
});

export const gearSchema = spec.object({
  schemaVersion: schemaVersion(),
  quantity: spec.integer(1, { min: 0 }),
  carry: spec.choice(CARRY_STATES, "stowed"),
  ...carried(),
});

const plain = <S extends DocumentTypeSpec["schema"]>(schema: S): DocumentTypeSpec => ({
  schema,
  version: SIDES_SCHEMA_VERSION,
  migrations: [],
});

export const sidesWeapon: DocumentTypeSpec = { ...plain(weaponSchema), migrations: [shockTextToRating] };
export const sidesArmour = plain(armourSchema);
export const sidesShield = plain(shieldSchema);
export const sidesGear = plain(gearSchema);
