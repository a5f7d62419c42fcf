/** The tracker's face on the alternating-teams engine (rulebook 001): teams take turns choosing one member to act. */
import {
  alternatingTeams, canActNow, eligible, initialAlternatingTeamsState, type AlternatingTeamsCommand, type AlternatingTeamsState,
} from "../alternating-teams";
import { startingTeam } from "../alternating-teams-starter";
import type { Issuer } from "../engine";
import type { FighterInput, FightSetup, GroupView, Intent, StructureAdapter, TrackerView } from "./adapter";
import {
  activeIdsOf, commonCommand, fighterViews, gmCandidates, memberInput, turnCandidates,
} from "./choose-who-acts";
import { rosterVerdicts } from "./roster-verdicts";

type S = AlternatingTeamsState;
type C = AlternatingTeamsCommand;

const teamMember = (f: FighterInput, groupId: string | null = null) => ({ ...memberInput(f, groupId), cannotBeSurprised: f.cannotBeSurprised });

function start(setup: FightSetup, by: Issuer): C {
  const teams = setup.groups.map((g) => g.id);
  return {
    type: "start",
    by,
    teams,
    members: setup.fighters.map((f) => teamMember(f)),
    startedBy: startingTeam(teams, setup),
    attacked: setup.attacked,
    surprisingTeamId: setup.surprising,
  };
}

/** A team is done for the round when none of its members may still be chosen. */
export function teamDone(s: S, teamId: string): boolean {
  return !s.members.some((m) => m.groupId === teamId && eligible(s, m));
}

function groups(s: S): GroupView[] {
  return s.order.map((id) => ({ id, initiative: null, onTurn: s.currentTeamId === id, done: teamDone(s, id), passed: false }));
}

function view(s: S): TrackerView {
  return {
    structure: "alternatingTeams",
    started: s.phase !== "idle",
    round: s.round,
    phase: s.surpriseRound ? "surprise" : null,
    threshold: null,
    holderId: null,
    groups: groups(s),
    order: [],
    fighters: fighterViews(s.members, s.activeId, canActNow(s)),
    activeIds: activeIdsOf(s.activeId),
    pendingRolls: [],
  };
}

function command(s: S, intent: Intent, by: Issuer): C | null {
  if (intent.kind === "endGroupTurn") {
    const teamId = intent.groupId ?? s.currentTeamId;
    return teamId === null ? null : { type: "endTeamTurn", by, teamId };
  }
  return commonCommand(intent, s.activeId, by);
}

function candidates(s: S): Intent[] {
  if (s.phase === "idle") return [];
  const team: Intent[] = s.currentTeamId === null ? [] : [{ kind: "endGroupTurn", groupId: s.currentTeamId }];
  return [...turnCandidates(canActNow(s), s.activeId), ...team, ...gmCandidates(s.members, true, s.history.length > 0)];
}

/**
 * The teams engine asks for no rolls and has no roll command. A stray roll result becomes a command the
 * engine always refuses and that changes nothing: ending the turn of a combatant with an empty id (no one).
 */
export function noRollCommand(by: Issuer): C {
  return { type: "endTurn", by, combatantId: "" };
}

export const alternatingTeamsAdapter: StructureAdapter<S, C> = {
  id: "alternatingTeams",
  groups: { party: false },
  engine: alternatingTeams,
  initial: initialAlternatingTeamsState,
  start,
  join: (fighter, newGroup, by) => ({ type: "join", by, member: teamMember(fighter, newGroup?.id ?? null), newTeam: newGroup !== null }),
  command,
  rollCommand: (_s, _result, by) => noRollCommand(by),
  view,
  candidates,
  verdicts: (s, by) => rosterVerdicts(s.members, by),
};
