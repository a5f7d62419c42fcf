/** Spec pieces several engine states share: ids, rosters, pending rolls, and the check every state goes through. */
import type { TurnStructureId } from "../../turns/engine";
import { spec, type FieldMap, type Infer, type ObjectSpec } from "../spec";
import { wholeVerdict } from "../conforms";
import { isRecord, validateData, type SchemaIssue } from "../validate";

/** A combatant, group or user id: never blank. */
export const id = spec.text("", false);
export const ids = spec.array(id);
export const round = spec.integer(0, { min: 0 });
export const condition = spec.choice(["active", "dying", "unconscious", "defeated"], "active");

/** What the choose-who-acts engines (sides, teams, factions) keep of each combatant. */
export const rosterFields = {
  id,
  groupId: id,
  owners: ids,
  defeated: spec.boolean(),
  unconscious: spec.boolean(),
  acted: spec.boolean(),
} as const;

export const pendingRoll = spec.object({
  purpose: id,
  formula: spec.text("", false),
  forId: spec.nullable(id),
  min: spec.number(0),
  max: spec.number(0),
});

/** True when A and B describe the same data: each structure asserts its spec is its engine's state type. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<T extends true> = T;

/** One structure's check of a state or undo snapshot at `path`. */
export type StateIssues = (value: unknown, path: string) => SchemaIssue[];

/**
 * The check of one structure's states: `shape` holds every field but `history`; `references` says which
 * ids name nothing the state holds, and runs only on a state whose shape is whole. It reports the wrong
 * structure alone, else every missing or mistyped field, else every id that names nothing. Snapshots in
 * `history` are checked by the caller, one by one.
 */
export function stateCheck<F extends FieldMap>(
  structure: TurnStructureId,
  shape: ObjectSpec<F>,
  references: (state: Infer<ObjectSpec<F>>, path: string) => SchemaIssue[],
): StateIssues {
  // The fast verdict first: it runs on every tracker redraw; the issues are named only for a broken state.
  const whole = wholeVerdict(shape);
  return (value, path) => {
    if (!isRecord(value)) return [{ path, problem: `expected the state of a ${structure} fight, got ${value === null ? "null" : Array.isArray(value) ? "a list" : typeof value}` }];
    if (value.structure !== structure) {
      return [{ path: `${path}.structure`, problem: `is ${JSON.stringify(value.structure) ?? "missing"}, not the combat's structure "${structure}"` }];
    }
    const { history, ...rest } = value;
    const issues = whole(rest) ? [] : validateData(shape, rest, path, { whole: true });
    if (!Array.isArray(history)) issues.push({ path: `${path}.history`, problem: history === undefined ? "is missing" : "expected a list" });
    return issues.length > 0 ? issues : references(rest as Infer<ObjectSpec<F>>, path);
  };
}

/** The snapshots a state keeps for undo (each a whole state that undo puts back), as the caller found them. */
export function snapshotsOf(state: unknown): unknown[] {
  return isRecord(state) && Array.isArray(state.history) ? state.history : [];
}

/** Issues for each of `list` that is not among `known` (`what`: "fighter", "side" ...). */
export function unknownIds(list: readonly string[], known: ReadonlySet<string>, path: string, what: string): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  list.forEach((x, i) => {
    if (!known.has(x)) issues.push(notA(x, `${path}.${i}`, what));
  });
  return issues;
}

/** Issues for each item of `list` whose id at `field` (none when null) is not among `known`; paths are built only for those. */
export function unknownFieldIds<T, K extends keyof T & string>(
  list: readonly T[], field: K, known: ReadonlySet<string>, path: string, what: string,
): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  list.forEach((item, i) => {
    const x = item[field];
    if (typeof x === "string" && !known.has(x)) issues.push(notA(x, `${path}.${i}.${field}`, what));
  });
  return issues;
}

/** An issue when `x` (absent when null) is not among `known`. */
export function unknownId(x: string | null, known: ReadonlySet<string>, path: string, what: string): SchemaIssue[] {
  return x === null || known.has(x) ? [] : [notA(x, path, what)];
}

/** Issues for each entry of `list` that repeats an earlier one. */
export function repeatedIds(list: readonly string[], path: string): SchemaIssue[] {
  const seen = new Set<string>();
  const issues: SchemaIssue[] = [];
  list.forEach((x, i) => {
    if (seen.has(x)) issues.push({ path: `${path}.${i}`, problem: `"${x}" appears twice` });
    seen.add(x);
  });
  return issues;
}

/** The ids of a list of things that have one. */
export function idSet(list: readonly { id: string }[]): Set<string> {
  return new Set(list.map((x) => x.id));
}

function notA(x: string, path: string, what: string): SchemaIssue {
  return { path, problem: `"${x}" is not a ${what} in this fight` };
}
