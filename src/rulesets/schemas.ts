import type { RulesetId } from "../core/rulesets";
import type { DocumentTypeSpec, RulesetTypes } from "../core/schema/document-type";
import { sidesTypes } from "./sides/schema";
import { sidesInitiativeStats, type InitiativeStats } from "./sides/rules/combat-stats";
import { sidesEconomy } from "./sides/rules/economy";
import type { RulesetEconomy } from "../core/economy";
import type { DeclaredAction } from "../core/declared-actions";

/** The pure parts of every ruleset: what the pack build, the tests and the combat shell read without Foundry. */
export const RULESET_SCHEMAS: Partial<Record<RulesetId, RulesetTypes>> = { sides: sidesTypes };

/** What the turn structures read from an actor of each ruleset (initiative bonus, DEX, WIT …). */
export const RULESET_INITIATIVE: Partial<Record<RulesetId, (system: object) => InitiativeStats>> = {
  sides: sidesInitiativeStats,
};

/** Each ruleset's per-round action budget, shown in the tracker and reset by the turn events. */
export const RULESET_ECONOMY: Partial<Record<RulesetId, RulesetEconomy<unknown>>> = {
  sides: sidesEconomy,
};

/**
 * What each ruleset lets a combatant declare in declared-action speed. A ruleset without weapon or
 * spell speeds offers one plain action at 0.
 */
export const RULESET_DECLARED_ACTIONS: Partial<Record<RulesetId, DeclaredAction[]>> = {
  sides: [{ id: "act", label: "FRAY.Sides.Declared.act", modifier: 0 }],
};

/** Every sub-type of every ruleset for one document class. */
export function allTypeSpecs(documentName: "Actor" | "Item"): Record<string, DocumentTypeSpec> {
  return Object.assign({}, ...Object.values(RULESET_SCHEMAS).map((types) => types[documentName]));
}

/** A ruleset can be picked once it has content: its document types. */
export function rulesetAvailable(id: RulesetId): boolean {
  return RULESET_SCHEMAS[id] !== undefined;
}
