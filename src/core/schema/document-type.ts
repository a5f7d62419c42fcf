import type { FieldMap, ObjectSpec } from "./spec";
import type { Migration } from "./migrate";

/** Everything the core knows about one document sub-type's `system` data. */
export interface DocumentTypeSpec<F extends FieldMap = FieldMap> {
  /** The `system` fields, including `schemaVersion`. */
  schema: ObjectSpec<F>;
  /** The version new data is written at; older data is upgraded by `migrations`. */
  version: number;
  migrations: readonly Migration[];
}

/** Which sub-types a ruleset declares, per document class (chat cards are ChatMessage sub-types). */
export interface RulesetTypes {
  Actor: Record<string, DocumentTypeSpec>;
  Item: Record<string, DocumentTypeSpec>;
  ChatMessage?: Record<string, DocumentTypeSpec>;
}

/** The document classes a ruleset may declare sub-types of. */
export type TypedDocumentName = keyof RulesetTypes;
