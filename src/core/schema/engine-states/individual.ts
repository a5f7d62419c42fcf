/** The whole spec of an individual-initiative engine state (src/core/turns/individual-types.ts) and what its ids must name. */
import type { IndividualState } from "../../turns/individual-types";
import { spec, type Infer } from "../spec";
import type { SchemaIssue } from "../validate";
import { condition, id, idSet, ids, repeatedIds, round, unknownFieldIds, unknownId, unknownIds, type Assert, type Same, stateCheck } from "./parts";

const shape = spec.object({
  structure: spec.choice(["individual"], "individual"),
  phase: spec.choice(["setup", "rolling", "fighting"], "setup"),
  useBonusTiebreak: spec.boolean(),
  round,
  combatants: spec.array(spec.object({
    id,
    name: spec.text(),
    owners: ids,
    initiativeBonus: spec.integer(0),
    d20: spec.optionalInteger(null),
    count: spec.optionalInteger(null),
    tiebreak: spec.array(spec.integer(0)),
    condition,
    delaying: spec.boolean(),
    held: spec.nullable(spec.object({ action: spec.text(), trigger: spec.text(), declaredRound: round })),
    passedRound: round,
  })),
  order: ids,
  current: spec.nullable(id),
  turnBegun: spec.boolean(),
  rollOffs: spec.array(spec.object({
    ids,
    results: spec.array(spec.object({ id, roll: spec.integer(0) })),
    joinerId: spec.nullable(id),
  })),
});

/** Fails to compile when the engine's state gains, loses or retypes a field the spec does not. */
export type IndividualSpecIsWhole = Assert<Same<Infer<typeof shape>, Omit<IndividualState, "history">>>;

/** The order holds fighters once each; whoever is up is in it; a roll-off is between fighters (none may leave during one). */
function references(s: Infer<typeof shape>, path: string): SchemaIssue[] {
  const fighters = idSet(s.combatants);
  return [
    ...repeatedIds(s.combatants.map((c) => c.id), `${path}.combatants`),
    ...repeatedIds(s.order, `${path}.order`),
    ...unknownIds(s.order, fighters, `${path}.order`, "fighter"),
    ...unknownId(s.current, new Set(s.order), `${path}.current`, "fighter in the order"),
    ...s.rollOffs.flatMap((r, i) => [
      ...unknownIds(r.ids, fighters, `${path}.rollOffs.${i}.ids`, "fighter"),
      ...unknownFieldIds(r.results, "id", fighters, `${path}.rollOffs.${i}.results`, "fighter"),
      ...unknownId(r.joinerId, fighters, `${path}.rollOffs.${i}.joinerId`, "fighter"),
    ]),
  ];
}

/** What is wrong with one individual state or undo snapshot at `path`. */
export const individualStateIssues = stateCheck("individual", shape, references);

/** The shape alone (every field but `history`), for tests comparing the fast verdict with validateData. */
export { shape as individualShape };
