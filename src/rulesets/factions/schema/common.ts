import { spec, type FieldMap, type ObjectSpec } from "../../../core/schema/spec";
import type { DocumentTypeSpec } from "../../../core/schema/document-type";
import { ITEM_CONDITIONS } from "../rules/character/item-condition";

/** Every `factions` document's data starts at this version, with nothing to upgrade yet. */
export const FACTIONS_SCHEMA_VERSION = 1;

export const schemaVersion = () => spec.integer(FACTIONS_SCHEMA_VERSION, { min: 1 });

export const factionsFirstVersion = <F extends FieldMap>(schema: ObjectSpec<F>): DocumentTypeSpec<F> => ({ schema, version: FACTIONS_SCHEMA_VERSION, migrations: [] });

/** Intact, damaged or broken: every weapon, shield and suit wears down (rules/character/item-condition.ts). */
export const itemCondition = () => spec.choice(ITEM_CONDITIONS, "intact");

/** Used at least once this fight: it gets a durability roll afterwards. */
export const usedThisFight = () => spec.boolean(false);
