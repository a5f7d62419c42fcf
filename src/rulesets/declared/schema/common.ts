import { spec, type FieldMap, type ObjectSpec } from "../../../core/schema/spec";
import type { DocumentTypeSpec } from "../../../core/schema/document-type";
import { DECLARED_STRESS_DICE } from "../rules/creature/stress";

/** Every `declared` document's data starts at this version. */
export const DECLARED_SCHEMA_VERSION = 1;

export const schemaVersion = () => spec.integer(DECLARED_SCHEMA_VERSION, { min: 1 });

/** A first version with nothing to upgrade yet. */
export const firstVersion = <F extends FieldMap>(schema: ObjectSpec<F>): DocumentTypeSpec<F> => ({
  schema,
  version: DECLARED_SCHEMA_VERSION,
  migrations: [],
});

/** The Stress die as the sheet offers it ("d8"); the rules read its faces. */
export const STRESS_DIE_CHOICES = DECLARED_STRESS_DICE.map((faces) => `d${faces}` as const);
export type StressDieChoice = (typeof STRESS_DIE_CHOICES)[number];

/** The faces of a stored Stress die: 8 for "d8". */
export function stressDieFaces(die: StressDieChoice): number {
  return Number(die.slice(1));
}

/** A bonus from traits, talents or equipment: a few points either way, never a second score. */
export const bonus = (initial = 0) => spec.integer(initial, { min: -10, max: 20 });
