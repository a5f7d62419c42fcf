/**
 * Alternating teams (rulebook 001): the team that started the fight goes first, the attacked team next,
 * the rest in the order the GM sets. Teams take turns choosing one member who has not acted this round;
 * a team with no one left is skipped; the round ends when everyone has acted. Surprise: a round in which
 * only the surprising team acts, plus anyone who cannot be surprised.
 */
import type { ActivateCommand, CommonCommand, EndTurnCommand } from "./commands";
import type { Issuer, Outcome, TurnEngine, TurnEvent } from "./engine";
import { refuse } from "./engine";
import { withUndo } from "./history";
import { Refusal } from "./refusals";
import { applyCondition } from "./roster-conditions";
import {
  canTakeTurn, freshStatus, joinerStatus, resetActed, validateJoiner, validateRoster, type MemberInput, type RosterMember,
} from "./roster";
import { ringAfter } from "./rotation";
import { checkActivate, checkEndTurn, spendActiveTurn } from "./turn-checks";

export interface TeamMember extends RosterMember {
  /** Acts in the surprise round even though its team was surprised. */
  cannotBeSurprised: boolean;
}
export interface TeamMemberInput extends MemberInput {
  cannotBeSurprised: boolean;
}

export interface AlternatingTeamsState {
  structure: "alternatingTeams";
  phase: "idle" | "running";
  /** 0 before the fight; the surprise round, if any, is round 1. */
  round: number;
  /** Team ids in initiative order. */
  order: string[];
  /** The team with the benefit of surprise; null when nobody was surprised. */
  surprisingTeamId: string | null;
  /** True while the surprise round runs. */
  surpriseRound: boolean;
  /** Team choosing who acts; null before the fight or when nobody at all can act this round. */
  currentTeamId: string | null;
  activeId: string | null;
  members: TeamMember[];
  history: AlternatingTeamsState[];
}

export interface StartTeamsCommand {
  type: "start";
  by: Issuer;
  /** Every team; after the starter and the attacked team, the rest act in this order. */
  teams: string[];
  members: TeamMemberInput[];
  /** The team whose member started the fight (acts first). */
  startedBy: string;
  /** The team being attacked (acts second); null if unclear. */
  attacked: string | null;
  /** The team with the benefit of surprise, or null. */
  surprisingTeamId: string | null;
}
/** GM override: the team choosing now gives up this opportunity (nobody's turn is spent). */
export interface EndTeamTurnCommand {
  type: "endTeamTurn";
  by: Issuer;
  teamId: string;
}
/** GM: a member joins mid-fight, into an existing team or (newTeam) a new one last in the order. */
export interface JoinTeamCommand {
  type: "join";
  by: Issuer;
  member: TeamMemberInput;
  newTeam: boolean;
}

export type AlternatingTeamsCommand = StartTeamsCommand | EndTeamTurnCommand | JoinTeamCommand | CommonCommand;

type S = AlternatingTeamsState;

export function initialAlternatingTeamsState(): S {
  return {
    structure: "alternatingTeams", phase: "idle", round: 0, order: [], surprisingTeamId: null, surpriseRound: false,
    currentTeamId: null, activeId: null, members: [], history: [],
  };
}

const ok = (state: S, events: TurnEvent[]): Outcome<S> => ({ ok: true, state, events });

/** May this member be chosen now (ignoring whose turn it is)? */
export function eligible(s: S, m: TeamMember): boolean {
  if (!canTakeTurn(m)) return false;
  return !s.surpriseRound || m.groupId === s.surprisingTeamId || m.cannotBeSurprised;
}

const teamCanAct = (s: S, teamId: string): boolean => s.members.some((m) => m.groupId === teamId && eligible(s, m));

/** The next team in the ring with someone left to choose, or the end of the round. */
function advance(s: S, from: string | null, ev: TurnEvent[]): S {
  const ring = from === null ? s.order : ringAfter(s.order, from);
  const next = ring.find((id) => teamCanAct(s, id));
  if (next !== undefined) {
    ev.push({ type: "groupTurnStart", groupId: next });
    return { ...s, currentTeamId: next };
  }
  ev.push({ type: "roundEnd", round: s.round });
  return startRound({ ...s, currentTeamId: null }, s.round + 1, false, ev);
}

function startRound(s: S, round: number, surpriseRound: boolean, ev: TurnEvent[]): S {
  ev.push({ type: "roundStart", round });
  const next: S = { ...s, round, surpriseRound, members: resetActed(s.members), currentTeamId: null };
  // Nobody at all able to act: the round waits until someone recovers or joins.
  return next.order.some((id) => teamCanAct(next, id)) ? advance(next, null, ev) : next;
}

/** The current team's opportunity is over; play passes to the next team. */
function closeTeamTurn(s: S, ev: TurnEvent[]): S {
  const team = s.currentTeamId;
  if (team === null) return s;
  ev.push({ type: "groupTurnEnd", groupId: team });
  return advance({ ...s, currentTeamId: null }, team, ev);
}

/** After a roster change: a team left with no one to choose is skipped; a waiting round wakes up. */
function settle(s: S, ev: TurnEvent[]): S {
  if (s.activeId !== null) return s;
  if (s.currentTeamId !== null) return teamCanAct(s, s.currentTeamId) ? s : closeTeamTurn(s, ev);
  return s.order.some((id) => teamCanAct(s, id)) ? advance(s, null, ev) : s;
}

function start(s: S, cmd: StartTeamsCommand): Outcome<S> {
  if (!cmd.by.isGM) return refuse(Refusal.GMOnly);
  if (s.phase !== "idle") return refuse(Refusal.AlreadyStarted);
  const bad = validateRoster(cmd.teams, cmd.members);
  if (bad !== null) return { ok: false, reason: bad };
  for (const id of [cmd.startedBy, cmd.attacked, cmd.surprisingTeamId]) {
    if (id !== null && !cmd.teams.includes(id)) return refuse(Refusal.UnknownGroup, { id });
  }
  const firsts = cmd.attacked === null || cmd.attacked === cmd.startedBy ? [cmd.startedBy] : [cmd.startedBy, cmd.attacked];
  const order = [...firsts, ...cmd.teams.filter((t) => !firsts.includes(t))];
  const members: TeamMember[] = cmd.members.map((m) => ({
    id: m.id, groupId: m.groupId, owners: [...m.owners], cannotBeSurprised: m.cannotBeSurprised, ...freshStatus(),
  }));
  const ev: TurnEvent[] = [];
  const base: S = { ...s, phase: "running", order, members, surprisingTeamId: cmd.surprisingTeamId };
  return ok(startRound(base, 1, cmd.surprisingTeamId !== null, ev), ev);
}

function activate(s: S, cmd: ActivateCommand): Outcome<S> {
  const c = checkActivate(s.members, cmd, s.currentTeamId, s.activeId);
  if (!c.ok) return c;
  if (!eligible(s, c.member)) return refuse(Refusal.SurprisedThisRound, { id: c.member.id });
  return ok({ ...s, activeId: c.member.id }, [{ type: "turnStart", combatantIds: [c.member.id] }]);
}

function endTurn(s: S, cmd: EndTurnCommand): Outcome<S> {
  const c = checkEndTurn(s.members, cmd, s.activeId);
  if (!c.ok) return c;
  const ev: TurnEvent[] = [];
  return ok(closeTeamTurn(closeActive(s, ev), ev), ev);
}

/** Closes the active turn, if any, as spent. */
function closeActive(s: S, ev: TurnEvent[]): S {
  return { ...s, activeId: null, members: spendActiveTurn(s.members, s.activeId, ev) };
}

function endTeamTurn(s: S, cmd: EndTeamTurnCommand): Outcome<S> {
  if (!cmd.by.isGM) return refuse(Refusal.GMOnly);
  if (cmd.teamId !== s.currentTeamId) return refuse(Refusal.NotYourTurn, { id: cmd.teamId });
  const ev: TurnEvent[] = [];
  return ok(closeTeamTurn(closeActive(s, ev), ev), ev);
}

function nextRound(s: S, cmd: { by: Issuer }): Outcome<S> {
  if (!cmd.by.isGM) return refuse(Refusal.GMOnly);
  const ev: TurnEvent[] = [];
  const closed = closeActive(s, ev);
  if (closed.currentTeamId !== null) ev.push({ type: "groupTurnEnd", groupId: closed.currentTeamId });
  ev.push({ type: "roundEnd", round: s.round });
  return ok(startRound({ ...closed, currentTeamId: null }, s.round + 1, false, ev), ev);
}

function join(s: S, cmd: JoinTeamCommand): Outcome<S> {
  if (!cmd.by.isGM) return refuse(Refusal.GMOnly);
  const known = s.order.includes(cmd.member.groupId);
  if (known && cmd.newTeam) return refuse(Refusal.DuplicateId, { id: cmd.member.groupId });
  const order = cmd.newTeam ? [...s.order, cmd.member.groupId] : s.order;
  const bad = validateJoiner(s.members, order, cmd.member);
  if (bad !== null) return { ok: false, reason: bad };
  const m = cmd.member;
  const joined: TeamMember = { id: m.id, groupId: m.groupId, owners: [...m.owners], cannotBeSurprised: m.cannotBeSurprised, ...joinerStatus(m) };
  const ev: TurnEvent[] = [];
  return ok(settle({ ...s, order, members: [...s.members, joined] }, ev), ev);
}

function step(s: S, cmd: AlternatingTeamsCommand): Outcome<S> {
  if (cmd.type !== "start" && s.phase === "idle") return refuse(Refusal.NotStarted);
  switch (cmd.type) {
    case "start": return start(s, cmd);
    case "activate": return activate(s, cmd);
    case "endTurn": return endTurn(s, cmd);
    case "endTeamTurn": return endTeamTurn(s, cmd);
    case "nextRound": return nextRound(s, cmd);
    case "join": return join(s, cmd);
    case "defeat": case "leave": case "fallUnconscious": case "recover": {
      const c = applyCondition(s.members, s.activeId, cmd);
      if (!c.ok) return c;
      const ev = [...c.events];
      const next: S = { ...s, members: c.members, activeId: c.activeId };
      // The member whose turn it was is gone or down: that was the team's turn.
      const closed = s.activeId !== null && c.activeId === null ? closeTeamTurn(next, ev) : next;
      return ok(settle(closed, ev), ev);
    }
    case "undo": return refuse(Refusal.UnknownCommand, { type: cmd.type }); // handled by withUndo
  }
}

/** Members who may be chosen right now (or the one taking its turn). */
export function canActNow(s: S): string[] {
  if (s.phase !== "running") return [];
  if (s.activeId !== null) return [s.activeId];
  return s.members.filter((m) => m.groupId === s.currentTeamId && eligible(s, m)).map((m) => m.id);
}

export const alternatingTeams: TurnEngine<S, AlternatingTeamsCommand> = {
  id: "alternatingTeams",
  apply: withUndo(step),
  canActNow,
};
