import { spec } from "../../../core/schema/spec";
import type { DocumentTypeSpec } from "../../../core/schema/document-type";
import { health, schemaVersion, shock, SIDES_SCHEMA_VERSION } from "./common";
import { attackShockTextToRating, hpToHealth, shockTextToRating } from "./migrations";

/** One line of a stat block's attacks: "Spear +3 ×1, 1d6, Shock 2/13". */
export const monsterAttack = spec.object({
  name: spec.text("", false),
  attackBonus: spec.integer(1, { min: -5, max: 30 }),
  damage: spec.text("1d6", false),
  shock: shock(),
  count: spec.integer(1, { min: 1, max: 10 }),
  range: spec.integer(0, { min: 0 }),
});

export const monsterSchema = spec.object({
  schemaVersion: schemaVersion(),
  hitDice: spec.integer(1, { min: 0, max: 30 }),
  health: health(),
  ac: spec.integer(13, { min: 0, max: 30 }),
  attackBonus: spec.integer(1, { min: -5, max: 30 }),
  damage: spec.text("1d6", false),
  shock: shock(),
  movement: spec.integer(30, { min: 0, max: 240 }),
  morale: spec.integer(7, { min: 2, max: 12 }),
  skillBonus: spec.integer(1, { min: 0, max: 10 }),
  save: spec.integer(15, { min: 2, max: 20 }),
  attacks: spec.array(monsterAttack),
  trainedSnap: spec.boolean(false),
  shockImmune: spec.boolean(false),
  notes: spec.html(),
});

export const sidesMonster: DocumentTypeSpec = {
  schema: monsterSchema,
  version: SIDES_SCHEMA_VERSION,
  migrations: [hpToHealth, shockTextToRating, attackShockTextToRating],
};
