import { spec } from "../../../core/schema/spec";

/** Every `sides` document's data starts at this version; see migrations.ts for older shapes. */
export const SIDES_SCHEMA_VERSION = 2;

export const schemaVersion = () => spec.integer(SIDES_SCHEMA_VERSION, { min: 1 });

/** Hit points, at the path every Fray actor shares so token bars work in every ruleset. */
export const health = () =>
  spec.object({ value: spec.integer(1, { min: 0 }), max: spec.integer(1, { min: 0 }) });

export const shock = () => spec.object({ points: spec.integer(0, { min: 0, max: 20 }), ac: spec.optionalInteger(null, { min: 0, max: 30 }) });

/** Where an item is: readied in hand or at the belt, or stowed in a pack. */
export const CARRY_STATES = ["readied", "stowed"] as const;

/** Encumbrance and price, shared by every carried item. */
export const carried = () => ({
  encumbrance: spec.integer(1, { min: 0, max: 20 }),
  cost: spec.integer(0, { min: 0 }),
  description: spec.html(),
});
