/** The whole spec of a factions engine state (src/core/turns/factions.ts) and what its ids must name. */
import type { FactionsState } from "../../turns/factions";
import { spec, type Infer } from "../spec";
import type { SchemaIssue } from "../validate";
import { id, ids, pendingRoll, repeatedIds, round, rosterFields, unknownFieldIds, unknownId, type Assert, type Same, stateCheck } from "./parts";
import { groupListIssues, rosterIssues } from "./roster";

const shape = spec.object({
  structure: spec.choice(["factions"], "factions"),
  phase: spec.choice(["idle", "awaitingHolder", "ambush", "roundSetup", "fast", "slow", "main"], "idle"),
  round,
  fastSlow: spec.boolean(),
  factions: ids,
  holderId: spec.nullable(id),
  firstFactionId: spec.nullable(id),
  threshold: spec.optionalInteger(null),
  currentFactionId: spec.nullable(id),
  passedInRow: ids,
  activeId: spec.nullable(id),
  members: spec.array(spec.object({ ...rosterFields, wit: spec.number(0), ambusher: spec.boolean() })),
  pendingRolls: spec.array(pendingRoll),
});

/** Fails to compile when the engine's state gains, loses or retypes a field the spec does not. */
export type FactionsSpecIsWhole = Assert<Same<Infer<typeof shape>, Omit<FactionsState, "history">>>;

function references(s: Infer<typeof shape>, path: string): SchemaIssue[] {
  const factions = new Set(s.factions);
  return [
    ...repeatedIds(s.factions, `${path}.factions`),
    ...groupListIssues({ passedInRow: s.passedInRow }, factions, path, "faction"),
    ...unknownId(s.holderId, factions, `${path}.holderId`, "faction"),
    ...unknownId(s.firstFactionId, factions, `${path}.firstFactionId`, "faction"),
    ...unknownId(s.currentFactionId, factions, `${path}.currentFactionId`, "faction"),
    ...rosterIssues(s, factions, path, "faction"),
    ...unknownFieldIds(s.pendingRolls, "forId", factions, `${path}.pendingRolls`, "faction"),
  ];
}

/** What is wrong with one factions state or undo snapshot at `path`. */
export const factionsStateIssues = stateCheck("factions", shape, references);

/** The shape alone (every field but `history`), for tests comparing the fast verdict with validateData. */
export { shape as factionsShape };
