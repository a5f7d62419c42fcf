/** The whole spec of a side-initiative engine state (src/core/turns/side-initiative.ts) and what its ids must name. */
import type { SideInitiativeState } from "../../turns/side-initiative";
import { spec, type Infer } from "../spec";
import type { SchemaIssue } from "../validate";
import { id, ids, pendingRoll, repeatedIds, round, rosterFields, unknownFieldIds, unknownId, type Assert, type Same, stateCheck } from "./parts";
import { groupListIssues, rosterIssues } from "./roster";

const shape = spec.object({
  structure: spec.choice(["sideInitiative"], "sideInitiative"),
  phase: spec.choice(["idle", "surprise", "rolling", "rounds"], "idle"),
  round,
  sides: spec.array(spec.object({
    id,
    isParty: spec.boolean(),
    surprising: spec.boolean(),
    initiative: spec.optionalInteger(null),
    rollOffs: spec.array(spec.integer(0)),
  })),
  order: ids,
  doneSides: ids,
  currentSideId: spec.nullable(id),
  activeId: spec.nullable(id),
  members: spec.array(spec.object({ ...rosterFields, dexMod: spec.number(0) })),
  pendingRolls: spec.array(pendingRoll),
});

/** Fails to compile when the engine's state gains, loses or retypes a field the spec does not. */
export type SideInitiativeSpecIsWhole = Assert<Same<Infer<typeof shape>, Omit<SideInitiativeState, "history">>>;

function references(s: Infer<typeof shape>, path: string): SchemaIssue[] {
  const sides = new Set(s.sides.map((x) => x.id));
  return [
    ...repeatedIds(s.sides.map((x) => x.id), `${path}.sides`),
    ...repeatedIds(s.order, `${path}.order`),
    ...groupListIssues({ order: s.order, doneSides: s.doneSides }, sides, path, "side"),
    ...unknownId(s.currentSideId, sides, `${path}.currentSideId`, "side"),
    ...rosterIssues(s, sides, path, "side"),
    ...unknownFieldIds(s.pendingRolls, "forId", sides, `${path}.pendingRolls`, "side"),
  ];
}

/** What is wrong with one sideInitiative state or undo snapshot at `path`. */
export const sideInitiativeStateIssues = stateCheck("sideInitiative", shape, references);

/** The shape alone (every field but `history`), for tests comparing the fast verdict with validateData. */
export { shape as sideInitiativeShape };
