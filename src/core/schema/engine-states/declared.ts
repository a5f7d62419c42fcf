/** The whole spec of a declared-action-speed engine state (src/core/turns/declared-types.ts) and what its ids must name. */
import type { DeclaredState } from "../../turns/declared-types";
import { spec, type Infer } from "../spec";
import type { SchemaIssue } from "../validate";
import { condition, id, idSet, ids, repeatedIds, round, unknownFieldIds, type Assert, type Same, stateCheck } from "./parts";

const shape = spec.object({
  structure: spec.choice(["declared"], "declared"),
  phase: spec.choice(["setup", "rolling", "declaring", "resolving", "morale"], "setup"),
  round,
  combatants: spec.array(spec.object({
    id,
    name: spec.text(),
    owners: ids,
    agilityModifier: spec.number(0),
    baseAdjustment: spec.number(0),
    base: spec.nullable(spec.number(0)),
    condition,
    surprisedRound: spec.optionalInteger(null),
    declaration: spec.nullable(spec.object({ actionId: spec.text(), modifier: spec.number(0) })),
    lateDeclarer: spec.boolean(),
  })),
  slots: spec.array(spec.object({
    combatantId: id,
    value: spec.number(0),
    key: spec.number(0),
    extra: spec.boolean(),
    actionId: spec.text(),
    started: spec.boolean(),
  })),
  lateTurns: spec.array(spec.object({ combatantId: id, value: spec.number(0), actionId: spec.text() })),
  step: spec.nullable(spec.object({ key: spec.number(0), value: spec.number(0), combatantIds: ids, ended: ids })),
  position: spec.nullable(spec.number(0)),
});

/** Fails to compile when the engine's state gains, loses or retypes a field the spec does not. */
export type DeclaredSpecIsWhole = Assert<Same<Infer<typeof shape>, Omit<DeclaredState, "history">>>;

/**
 * Slots and owed late turns belong to fighters (leaving removes them). The running step is not checked:
 * it keeps the ids of those who left during it, and the tracker passes over them.
 */
function references(s: Infer<typeof shape>, path: string): SchemaIssue[] {
  const fighters = idSet(s.combatants);
  return [
    ...repeatedIds(s.combatants.map((c) => c.id), `${path}.combatants`),
    ...unknownFieldIds(s.slots, "combatantId", fighters, `${path}.slots`, "fighter"),
    ...unknownFieldIds(s.lateTurns, "combatantId", fighters, `${path}.lateTurns`, "fighter"),
  ];
}

/** What is wrong with one declared state or undo snapshot at `path`. */
export const declaredStateIssues = stateCheck("declared", shape, references);

/** The shape alone (every field but `history`), for tests comparing the fast verdict with validateData. */
export { shape as declaredShape };
