/** Which engine runs a combat and the state it holds: read by the tracker, the GM's handlers and the rulesets' flows. */
import type { AnyAdapter } from "../../core/turns/adapters/adapter";
import { ADAPTERS } from "../../core/turns/adapters/registry";
import { isTurnStructureId } from "../../core/rulesets";
import { engineStateIssues } from "../../core/schema/engine-states";
import type { SchemaIssue } from "../../core/schema/validate";
import { combatData } from "./combat-model";

/** A verdict on one state object, with the top-level values it was given for (a key set or deleted in place is seen). */
interface Verdict {
  structure: string;
  values: unknown[];
  issues: SchemaIssue[];
}

// Fray writes an engine state whole (apply-command.ts), so one object is checked once, not on every read.
const verdicts = new WeakMap<object, Verdict>();

function issuesOf(structure: string, state: unknown): SchemaIssue[] {
  if (typeof state !== "object" || state === null) return engineStateIssues(structure, state);
  const values = Object.values(state);
  const seen = verdicts.get(state);
  if (seen && seen.structure === structure && seen.values.length === values.length && seen.values.every((value, i) => value === values[i])) return seen.issues;
  const issues = engineStateIssues(structure, state);
  verdicts.set(state, { structure, values, issues });
  return issues;
}

/**
 * What is wrong with the engine state a combat holds (empty before the start, or when it is whole).
 * The Combat's own validation (FrayCombatData.validateJoint) deliberately does not make this check: Foundry
 * leaves a world document that fails validation out of its collection at load
 * (DocumentCollection#invalidDocumentIds: https://foundryvtt.com/api/v13/classes/foundry.documents.abstract.DocumentCollection.html#invaliddocumentids),
 * and the GM could not even open the encounter to repair it. So the shell checks on read, and never uses a damaged state.
 */
export function damageOf(combat: Combat.Implementation): SchemaIssue[] {
  const data = combatData(combat);
  if (!data || data.state === null || data.state === undefined) return [];
  return issuesOf(data.structure, data.state);
}

/** The structure and whole state of a started fight; null before the start (a structure without a state is an unfinished old start) or when damaged. */
function runningEngine(combat: Combat.Implementation): { adapter: AnyAdapter; state: unknown } | null {
  const data = combatData(combat);
  if (!data || data.state === null || data.state === undefined || !isTurnStructureId(data.structure)) return null;
  if (issuesOf(data.structure, data.state).length > 0) return null;
  return { adapter: ADAPTERS[data.structure], state: data.state };
}

/** The engine behind a started combat, or null before the fight starts or while its record is damaged. */
export function adapterOf(combat: Combat.Implementation): AnyAdapter | null {
  return runningEngine(combat)?.adapter ?? null;
}

/** The engine state a combat holds (null before the start, and while it is damaged). */
export function stateOf(combat: Combat.Implementation): unknown {
  return runningEngine(combat)?.state ?? null;
}

/**
 * The fight's clock: the round the engine is in, from the state only a GM writes; null before the start.
 * Players may write a Combat's `round` and `turn` (BaseCombat#canUserModify), so nothing a rule counts by
 * the round reads those.
 */
export function engineRoundOf(combat: Combat.Implementation | null | undefined): number | null {
  const adapter = combat ? adapterOf(combat) : null;
  const view = combat && adapter ? adapter.view(stateOf(combat)) : null;
  return view?.started ? view.round : null;
}
