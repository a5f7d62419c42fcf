/**
 * Whether a stored engine state is one its structure's engine could have written. The shell never uses
 * a state that fails: the GM is shown what is wrong and offered a repair. Pure.
 *
 * Each structure's whole spec lives in ./engine-states/<structure>.ts, with a compile-time check that it
 * matches the engine's state type. The combat record stores the version of these specs beside the state
 * (`stateVersion`); a change to any engine's state shape raises ENGINE_STATE_VERSION and brings a migration.
 */
import { TURN_STRUCTURE_IDS, type TurnStructureId } from "../turns/engine";
import type { SchemaIssue } from "./validate";
import { alternatingTeamsStateIssues } from "./engine-states/alternating-teams";
import { declaredStateIssues } from "./engine-states/declared";
import { factionsStateIssues } from "./engine-states/factions";
import { individualStateIssues } from "./engine-states/individual";
import { snapshotsOf, type StateIssues } from "./engine-states/parts";
import { sideInitiativeStateIssues } from "./engine-states/side-initiative";

/** The version of the engine-state specs below; version 1 is the first, so a record without one holds version 1. */
export const ENGINE_STATE_VERSION = 1;

const CHECKS: Record<TurnStructureId, StateIssues> = {
  sideInitiative: sideInitiativeStateIssues,
  alternatingTeams: alternatingTeamsStateIssues,
  individual: individualStateIssues,
  declared: declaredStateIssues,
  factions: factionsStateIssues,
};

const isStructure = (structure: string): structure is TurnStructureId => (TURN_STRUCTURE_IDS as readonly string[]).includes(structure);

/**
 * What is wrong with `state` as the engine state of `structure` (empty when it is whole): its own fields,
 * then each undo snapshot in its history (undo puts them back, so each must be whole too). A fight not
 * started (no structure, no state) is whole; a started one without a state is not.
 */
export function engineStateIssues(structure: string, state: unknown): SchemaIssue[] {
  const absent = state === null || state === undefined;
  if (!isStructure(structure)) {
    return structure === "" && absent ? [] : [{ path: "system.structure", problem: `"${structure}" is not a turn structure` }];
  }
  if (absent) return [{ path: "system.state", problem: "is missing: a started fight needs its engine's state" }];
  const check = CHECKS[structure];
  const own = check(state, "system.state");
  if (own.length > 0) return own;
  return snapshotsOf(state).flatMap((snapshot, i) => check(snapshot, `system.state.history.${i}`));
}
