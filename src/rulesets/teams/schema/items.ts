import { spec } from "../../../core/schema/spec";
import type { DocumentTypeSpec } from "../../../core/schema/document-type";
import { attackFields } from "./attack-fields";
import { durable, schemaVersion, TEAMS_SCHEMA_VERSION, wielded } from "./common";

/** Block value: null when the item lacks the block property. Parry value: null parries for +1. */
const defensiveValues = () => ({
  blockValue: spec.optionalInteger(null, { min: 0, max: 40 }),
  parryValue: spec.optionalInteger(null, { min: 0, max: 20 }),
});

export const weaponSchema = spec.object({
  schemaVersion: schemaVersion(),
  ...attackFields(),
  ...defensiveValues(),
  ...durable(),
  wielded: wielded(),
  /** Ready to fire; a weapon with a reload time is emptied by firing and filled by Reload. Old items read as loaded. */
  loaded: spec.boolean(true),
  description: spec.html(),
});

export const armourSchema = spec.object({
  schemaVersion: schemaVersion(),
  /** Added to the wearer's damage reduction while worn. */
  deflection: spec.object({ physical: spec.integer(1, { min: 0, max: 40 }), elemental: spec.integer(0, { min: 0, max: 40 }) }),
  worn: spec.boolean(false),
  metal: spec.boolean(false),
  description: spec.html(),
});

export const shieldSchema = spec.object({
  schemaVersion: schemaVersion(),
  blockValue: spec.integer(2, { min: 0, max: 40 }),
  parryValue: spec.optionalInteger(null, { min: 0, max: 20 }),
  ...durable(),
  wielded: wielded(),
  description: spec.html(),
});

/** Anything else carried; held in hand it can still parry (for +1) and wear down. */
export const gearSchema = spec.object({
  schemaVersion: schemaVersion(),
  quantity: spec.integer(1, { min: 0 }),
  ...durable(),
  wielded: wielded(),
  description: spec.html(),
});

const typeOf = (schema: DocumentTypeSpec["schema"]): DocumentTypeSpec => ({ schema, version: TEAMS_SCHEMA_VERSION, migrations: [] });

export const teamsWeapon = typeOf(weaponSchema);
export const teamsArmour = typeOf(armourSchema);
export const teamsShield = typeOf(shieldSchema);
export const teamsGear = typeOf(gearSchema);
