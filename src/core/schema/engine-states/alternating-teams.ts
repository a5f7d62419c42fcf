/** The whole spec of an alternating-teams engine state (src/core/turns/alternating-teams.ts) and what its ids must name. */
import type { AlternatingTeamsState } from "../../turns/alternating-teams";
import { spec, type Infer } from "../spec";
import type { SchemaIssue } from "../validate";
import { id, ids, repeatedIds, round, rosterFields, unknownId, type Assert, type Same, stateCheck } from "./parts";
import { rosterIssues } from "./roster";

const shape = spec.object({
  structure: spec.choice(["alternatingTeams"], "alternatingTeams"),
  phase: spec.choice(["idle", "running"], "idle"),
  round,
  order: ids,
  surprisingTeamId: spec.nullable(id),
  surpriseRound: spec.boolean(),
  currentTeamId: spec.nullable(id),
  activeId: spec.nullable(id),
  members: spec.array(spec.object({ ...rosterFields, cannotBeSurprised: spec.boolean() })),
});

/** Fails to compile when the engine's state gains, loses or retypes a field the spec does not. */
export type AlternatingTeamsSpecIsWhole = Assert<Same<Infer<typeof shape>, Omit<AlternatingTeamsState, "history">>>;

/** The teams are the order: every team id the state holds is one of it. */
function references(s: Infer<typeof shape>, path: string): SchemaIssue[] {
  const teams = new Set(s.order);
  return [
    ...repeatedIds(s.order, `${path}.order`),
    ...unknownId(s.surprisingTeamId, teams, `${path}.surprisingTeamId`, "team"),
    ...unknownId(s.currentTeamId, teams, `${path}.currentTeamId`, "team"),
    ...rosterIssues(s, teams, path, "team"),
  ];
}

/** What is wrong with one alternatingTeams state or undo snapshot at `path`. */
export const alternatingTeamsStateIssues = stateCheck("alternatingTeams", shape, references);

/** The shape alone (every field but `history`), for tests comparing the fast verdict with validateData. */
export { shape as alternatingTeamsShape };
