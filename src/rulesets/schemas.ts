import type { RulesetId } from "../core/rulesets";
import type { DocumentTypeSpec, RulesetTypes } from "../core/schema/document-type";
import { sidesTypes } from "./sides/schema";

/** The pure data specs of every ruleset: what the pack build and the tests read without Foundry. */
export const RULESET_SCHEMAS: Partial<Record<RulesetId, RulesetTypes>> = { sides: sidesTypes };

/** Every sub-type of every ruleset for one document class. */
export function allTypeSpecs(documentName: "Actor" | "Item"): Record<string, DocumentTypeSpec> {
  return Object.assign({}, ...Object.values(RULESET_SCHEMAS).map((types) => types[documentName]));
}

/** A ruleset can be picked once it has content: its document types. */
export function rulesetAvailable(id: RulesetId): boolean {
  return RULESET_SCHEMAS[id] !== undefined;
}
