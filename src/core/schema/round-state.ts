/**
 * What a fight keeps for the current round beside the turn engine's state: each combatant's action
 * budget and each ruleset's own round state (shield marks, swarms …), namespaced by ruleset id and
 * validated by the ruleset's spec. Both are lists, because Foundry merges an object's keys on update
 * but replaces a list whole, so writing the round state back (an undo) leaves nothing stale. Pure.
 */
import type { DocumentTypeSpec } from "./document-type";
import { migrateSystem } from "./migrate";
import { initialData, spec, type FieldMap, type FieldSpec, type Infer, type ObjectSpec } from "./spec";
import { readBySpec } from "./read";
import { isRecord, validateData } from "./validate";

export const roundStateSpec = spec.object({
  /** Each combatant's budget this round, in its ruleset's economy's shape. */
  budgets: spec.array(spec.object({ id: spec.text("", false), budget: spec.json() })),
  /** Each ruleset's round state: `data` carries its own `schemaVersion`, as a document's system data does. */
  rulesets: spec.array(spec.object({ ruleset: spec.text("", false), data: spec.json() })),
});

export type RoundState = Infer<typeof roundStateSpec>;

export function emptyRoundState(): RoundState {
  return { budgets: [], rulesets: [] };
}

/**
 * A ruleset's round state: its spec, version and migrations, as for a document type. Where the
 * ruleset kept that state before it was namespaced, `fromLegacyFlags` reads it from the Combat's flags.
 */
export interface RulesetRoundType<F extends FieldMap = FieldMap> extends DocumentTypeSpec<F> {
  ruleset: string;
  fromLegacyFlags?(flags: Record<string, unknown>): Record<string, unknown> | null;
}

/** Budgets by combatant id, indexed once per stored list (the tracker reads one per row). */
const indexes = new WeakMap<RoundState["budgets"], Map<string, unknown>>();

function indexed(budgets: RoundState["budgets"]): Map<string, unknown> {
  const index = new Map(budgets.map((entry) => [entry.id, entry.budget]));
  indexes.set(budgets, index);
  return index;
}

export function budgetOf(round: RoundState, combatantId: string): unknown {
  return (indexes.get(round.budgets) ?? indexed(round.budgets)).get(combatantId) ?? null;
}

/** The round state with these combatants' budgets replaced (or added). */
export function withBudgets(round: RoundState, changed: ReadonlyMap<string, unknown>): RoundState {
  const entry = (id: string) => ({ id, budget: structuredClone(changed.get(id)) as Record<string, unknown> });
  const kept = round.budgets.map((b) => (changed.has(b.id) ? entry(b.id) : b));
  const known = new Set(round.budgets.map((b) => b.id));
  return { ...round, budgets: [...kept, ...[...changed.keys()].filter((id) => !known.has(id)).map(entry)] };
}

/** The spec's initial data, typed loosely (inferring a generic spec's type runs too deep for tsc). */
function initialOf(schema: ObjectSpec): Record<string, unknown> {
  return initialData(schema as ObjectSpec<Record<never, never>>) as Record<string, unknown>;
}

/**
 * A ruleset's round state as its spec allows: migrated from an older version, then read field by
 * field (what the spec refuses, or what is missing, reads as the spec's initial value).
 */
export function rulesetRoundOf<T extends RulesetRoundType>(round: RoundState, type: T, legacyFlags: Record<string, unknown> = {}): Infer<T["schema"]> {
  const stored = round.rulesets.find((entry) => entry.ruleset === type.ruleset)?.data ?? type.fromLegacyFlags?.(legacyFlags) ?? null;
  const migrated = isRecord(stored) ? migrateSystem(structuredClone(stored), type.migrations, type.version) : null;
  return readBySpec(type.schema, () => initialOf(type.schema), migrated) as unknown as Infer<T["schema"]>;
}

/** The round state with this ruleset's data replaced; data its spec refuses is never stored. */
export function withRulesetRound<T extends RulesetRoundType>(round: RoundState, type: T, data: Infer<T["schema"]>): RoundState {
  const schema: FieldSpec = type.schema;
  const stored = { ...structuredClone(data as unknown as Record<string, unknown>), schemaVersion: type.version };
  const issues = validateData(schema, stored, type.ruleset);
  if (issues.length > 0) throw new Error(`Fray: ${type.ruleset} round state refused: ${issues.map((i) => `${i.path} ${i.problem}`).join("; ")}`);
  return { ...round, rulesets: [...round.rulesets.filter((entry) => entry.ruleset !== type.ruleset), { ruleset: type.ruleset, data: stored }] };
}
