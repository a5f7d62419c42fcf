import { spec, type FieldMap, type ObjectSpec } from "../../../core/schema/spec";
import type { DocumentTypeSpec } from "../../../core/schema/document-type";

/** Every `classic` document's data starts at this version. */
export const CLASSIC_SCHEMA_VERSION = 1;

export const schemaVersion = () => spec.integer(CLASSIC_SCHEMA_VERSION, { min: 1 });

/** Version 1, nothing to upgrade yet. */
export const classicFirstVersion = <F extends FieldMap>(schema: ObjectSpec<F>): DocumentTypeSpec<F> => ({
  schema,
  version: CLASSIC_SCHEMA_VERSION,
  migrations: [],
});

/** A bonus from feats, traits, spells or magic: a few points either way, never a second score. */
export const classicBonus = () => spec.integer(0, { min: -10, max: 20 });

/** Where a wielded item is held (rules/character/wield.ts): in neither hand, the primary slot or the offhand. */
export const HELD_SLOTS = ["none", "primary", "offhand"] as const;
export const heldIn = () => spec.choice(HELD_SLOTS, "none");
