/**
 * Factions with passing (rulebook 004). The faction holding the initiative picks who starts each round;
 * factions alternate, each turn one character acts or the faction passes; the round ends when every
 * faction passes in a row. Reactions spend a character's turn out of order. Ambushers get a bonus turn.
 * Optional fast/slow phases split each round by a 1d20 threshold against WIT. A morale step follows each round.
 */
import type { ActivateCommand, CommonCommand, EndTurnCommand } from "./commands";
import type { Issuer, Outcome, TurnEngine, TurnEvent } from "./engine";
import { refuse } from "./engine";
import {
  beginFight, beginRoundIfReady, closeFactionTurn, eligible, endPhase, endRound, isActing, PHASE_EVENTS, settle,
  type FactionMember, type FactionMemberInput, type FactionsState,
} from "./factions-flow";
import { withUndo } from "./history";
import { checkActivate, checkEndTurn, spendActiveTurn } from "./turn-checks";
import { Refusal } from "./refusals";
import { dieRoll, rollNeeded, takeRoll, type RollCommand } from "./rolls";
import { applyCondition } from "./roster-conditions";
import {
  canTakeTurn, commands, findMember, freshStatus, joinerStatus, patchMember, speaksForGroup, validateJoiner, validateRoster, whyCannotTakeTurn,
} from "./roster";

export type { FactionMember, FactionMemberInput, FactionPhase, FactionsState } from "./factions-flow";

export interface StartFactionsCommand {
  type: "start";
  by: Issuer;
  /** Faction ids in the order turns pass around the table. */
  factions: string[];
  members: FactionMemberInput[];
  /** The faction that started the fight holds the initiative; null: assigned by a roll the engine asks for. */
  startedBy: string | null;
  /** Use the optional fast and slow activations. */
  fastSlow: boolean;
}
/** The initiative holder (or the GM) picks the faction that acts first this round. */
export interface ChooseFirstCommand {
  type: "chooseFirst";
  by: Issuer;
  factionId: string;
}
/** The faction on turn passes. */
export interface PassCommand {
  type: "pass";
  by: Issuer;
  factionId: string;
}
/** A character spends this round's turn out of order on a reaction. */
export interface ReactCommand {
  type: "react";
  by: Issuer;
  combatantId: string;
}
/** GM: gives back the turn a reaction spent (the reacting attack was undone). */
export interface UnreactCommand {
  type: "unreact";
  by: Issuer;
  combatantId: string;
}
/** GM: a character joins mid-fight, into an existing faction or (newFaction) a new one at the end of the ring. */
export interface JoinFactionCommand {
  type: "join";
  by: Issuer;
  member: FactionMemberInput;
  newFaction: boolean;
}
/** GM override: hand the initiative to another faction. */
export interface SetHolderCommand {
  type: "setHolder";
  by: Issuer;
  factionId: string;
}

export type FactionsCommand =
  | StartFactionsCommand | RollCommand | ChooseFirstCommand | PassCommand | ReactCommand | JoinFactionCommand
  | SetHolderCommand | UnreactCommand | CommonCommand;

type S = FactionsState;

export function initialFactionsState(): S {
  return {
    structure: "factions", phase: "idle", round: 0, fastSlow: false, factions: [], holderId: null, firstFactionId: null,
    threshold: null, currentFactionId: null, passedInRow: [], activeId: null, members: [], pendingRolls: [], history: [],
  };
}

const ok = (state: S, events: TurnEvent[]): Outcome<S> => ({ ok: true, state, events });

function start(s: S, cmd: StartFactionsCommand): Outcome<S> {
  if (!cmd.by.isGM) return refuse(Refusal.GMOnly);
  if (s.phase !== "idle") return refuse(Refusal.AlreadyStarted);
  const bad = validateRoster(cmd.factions, cmd.members);
  if (bad !== null) return { ok: false, reason: bad };
  if (cmd.startedBy !== null && !cmd.factions.includes(cmd.startedBy)) return refuse(Refusal.UnknownGroup, { id: cmd.startedBy });
  if (!cmd.members.every((m) => Number.isFinite(m.wit))) return refuse(Refusal.InvalidSetup, { problem: "wit" });
  const members: FactionMember[] = cmd.members.map((m) => ({
    id: m.id, groupId: m.groupId, owners: [...m.owners], wit: m.wit, ambusher: m.ambusher, ...freshStatus(),
  }));
  const ev: TurnEvent[] = [];
  const base: S = { ...s, fastSlow: cmd.fastSlow, factions: [...cmd.factions], members, holderId: cmd.startedBy };
  if (cmd.startedBy !== null) return ok(beginFight(base, ev), ev);
  // Unclear who started it: a die with one face per faction picks the holder.
  const r = dieRoll("initiativeHolder", cmd.factions.length, null);
  ev.push(rollNeeded(r.purpose, r.formula, [...cmd.factions]));
  return ok({ ...base, phase: "awaitingHolder", pendingRolls: [r] }, ev);
}

function roll(s: S, cmd: RollCommand): Outcome<S> {
  const taken = takeRoll(s.pendingRolls, cmd);
  if (!taken.ok) return taken;
  const ev: TurnEvent[] = [];
  const next: S = { ...s, pendingRolls: taken.rest };
  if (cmd.purpose === "initiativeHolder") {
    return ok(beginFight({ ...next, holderId: s.factions[taken.total - 1] ?? null }, ev), ev);
  }
  return ok(beginRoundIfReady({ ...next, threshold: taken.total }, ev), ev);
}

function chooseFirst(s: S, cmd: ChooseFirstCommand): Outcome<S> {
  if (s.phase !== "roundSetup") return refuse(Refusal.NotNow);
  if (s.holderId === null || !speaksForGroup(cmd.by, s.members, s.holderId)) return refuse(Refusal.NotHolder);
  if (!s.factions.includes(cmd.factionId)) return refuse(Refusal.UnknownGroup, { id: cmd.factionId });
  const ev: TurnEvent[] = [];
  return ok(beginRoundIfReady({ ...s, firstFactionId: cmd.factionId }, ev), ev);
}

function activate(s: S, cmd: ActivateCommand): Outcome<S> {
  if (!isActing(s)) return refuse(Refusal.NotNow);
  const c = checkActivate(s.members, cmd, s.currentFactionId, s.activeId);
  if (!c.ok) return c;
  if (!eligible(s, c.member)) return refuse(Refusal.NotEligibleThisPhase, { id: c.member.id });
  // A character taking a turn breaks the row of passes.
  return ok({ ...s, activeId: c.member.id, passedInRow: [] }, [{ type: "turnStart", combatantIds: [c.member.id] }]);
}

function endTurn(s: S, cmd: EndTurnCommand): Outcome<S> {
  const c = checkEndTurn(s.members, cmd, s.activeId);
  if (!c.ok) return c;
  const ev: TurnEvent[] = [];
  const closed: S = { ...s, activeId: null, members: spendActiveTurn(s.members, s.activeId, ev) };
  return ok(closeFactionTurn(closed, false, ev), ev);
}

function pass(s: S, cmd: PassCommand): Outcome<S> {
  if (!isActing(s)) return refuse(Refusal.NotNow);
  if (!speaksForGroup(cmd.by, s.members, cmd.factionId)) return refuse(Refusal.NotOwner, { id: cmd.factionId });
  if (cmd.factionId !== s.currentFactionId) return refuse(Refusal.NotYourTurn, { id: cmd.factionId });
  if (s.activeId !== null) return refuse(Refusal.TurnInProgress, { id: s.activeId });
  const ev: TurnEvent[] = [];
  return ok(closeFactionTurn(s, true, ev), ev);
}

function react(s: S, cmd: ReactCommand): Outcome<S> {
  if (!isActing(s)) return refuse(Refusal.NotNow);
  const m = findMember(s.members, cmd.combatantId);
  if (m === null) return refuse(Refusal.UnknownCombatant, { id: cmd.combatantId });
  if (!commands(cmd.by, m)) return refuse(Refusal.NotOwner, { id: m.id });
  if (s.activeId === m.id) return refuse(Refusal.TurnInProgress, { id: m.id });
  const why = whyCannotTakeTurn(m);
  if (why !== null) return { ok: false, reason: why };
  // Targets of concealed ambushers are surprised and cannot react.
  if (s.phase === "ambush" && !m.ambusher) return refuse(Refusal.CannotReactInAmbush, { id: m.id });
  // A reaction answers something happening; between turns only the GM can call for one.
  if (s.activeId === null && !cmd.by.isGM) return refuse(Refusal.NoTrigger, { id: m.id });
  const ev: TurnEvent[] = [{ type: "turnStart", combatantIds: [m.id] }, { type: "turnEnd", combatantIds: [m.id] }];
  return ok(settle({ ...s, members: patchMember(s.members, m.id, { acted: true }) }, ev), ev);
}

/**
 * The turn comes back; the order is not rewound (a faction that passed because its last character
 * reacted has passed). Only a turn spent this round can come back: a character still acting keeps it.
 */
function unreact(s: S, cmd: UnreactCommand): Outcome<S> {
  if (!cmd.by.isGM) return refuse(Refusal.GMOnly);
  const m = findMember(s.members, cmd.combatantId);
  if (m === null) return refuse(Refusal.UnknownCombatant, { id: cmd.combatantId });
  if (s.activeId === m.id) return refuse(Refusal.TurnInProgress, { id: m.id });
  if (!m.acted) return refuse(Refusal.NotNow);
  return ok({ ...s, members: patchMember(s.members, m.id, { acted: false }) }, []);
}

function join(s: S, cmd: JoinFactionCommand): Outcome<S> {
  if (!cmd.by.isGM) return refuse(Refusal.GMOnly);
  const known = s.factions.includes(cmd.member.groupId);
  if (known && cmd.newFaction) return refuse(Refusal.DuplicateId, { id: cmd.member.groupId });
  if (!Number.isFinite(cmd.member.wit)) return refuse(Refusal.InvalidSetup, { problem: "wit" });
  const factions = cmd.newFaction ? [...s.factions, cmd.member.groupId] : s.factions;
  const bad = validateJoiner(s.members, factions, cmd.member);
  if (bad !== null) return { ok: false, reason: bad };
  const m = cmd.member;
  // A late joiner is never an ambusher: the bonus turn has passed or belongs to those who set the ambush.
  const joined: FactionMember = { id: m.id, groupId: m.groupId, owners: [...m.owners], wit: m.wit, ambusher: false, ...joinerStatus(m) };
  const ev: TurnEvent[] = [];
  return ok(settle({ ...s, factions, members: [...s.members, joined] }, ev), ev);
}

function nextRound(s: S, cmd: { by: Issuer }): Outcome<S> {
  if (!cmd.by.isGM) return refuse(Refusal.GMOnly);
  if (!isActing(s)) return refuse(Refusal.NotNow);
  const ev: TurnEvent[] = [];
  const members = spendActiveTurn(s.members, s.activeId, ev);
  if (s.currentFactionId !== null) ev.push({ type: "groupTurnEnd", groupId: s.currentFactionId });
  const next: S = { ...s, activeId: null, members, currentFactionId: null };
  if (s.phase === "ambush") return ok(endPhase(next, ev), ev);
  if (PHASE_EVENTS.includes(s.phase)) ev.push({ type: "phaseEnd", phase: s.phase, round: s.round });
  return ok(endRound(next, ev), ev);
}

function setHolder(s: S, cmd: SetHolderCommand): Outcome<S> {
  if (!cmd.by.isGM) return refuse(Refusal.GMOnly);
  if (!s.factions.includes(cmd.factionId)) return refuse(Refusal.UnknownGroup, { id: cmd.factionId });
  const ev: TurnEvent[] = [];
  const next: S = { ...s, holderId: cmd.factionId };
  if (s.phase !== "awaitingHolder") return ok(next, ev);
  // The holder's die was the only roll pending: the round's threshold is asked for once the fight begins.
  return ok(beginFight({ ...next, pendingRolls: [] }, ev), ev);
}

function step(s: S, cmd: FactionsCommand): Outcome<S> {
  if (cmd.type !== "start" && s.phase === "idle") return refuse(Refusal.NotStarted);
  switch (cmd.type) {
    case "start": return start(s, cmd);
    case "roll": return roll(s, cmd);
    case "chooseFirst": return chooseFirst(s, cmd);
    case "activate": return activate(s, cmd);
    case "endTurn": return endTurn(s, cmd);
    case "pass": return pass(s, cmd);
    case "react": return react(s, cmd);
    case "unreact": return unreact(s, cmd);
    case "join": return join(s, cmd);
    case "nextRound": return nextRound(s, cmd);
    case "setHolder": return setHolder(s, cmd);
    case "defeat": case "leave": case "fallUnconscious": case "recover": {
      const c = applyCondition(s.members, s.activeId, cmd);
      if (!c.ok) return c;
      const ev = [...c.events];
      const next: S = { ...s, members: c.members, activeId: c.activeId };
      // The character whose turn it was is gone: its faction's turn is over.
      const closed = s.activeId !== null && c.activeId === null ? closeFactionTurn(next, false, ev) : next;
      return ok(settle(closed, ev), ev);
    }
    case "undo": return refuse(Refusal.UnknownCommand, { type: cmd.type }); // handled by withUndo
  }
}

/** Characters who may take their turn right now (or the one taking it). */
export function canActNow(s: S): string[] {
  if (!isActing(s)) return [];
  if (s.activeId !== null) return [s.activeId];
  return s.members.filter((m) => m.groupId === s.currentFactionId && eligible(s, m)).map((m) => m.id);
}

/** Characters who could spend their turn on a reaction right now (someone else is taking a turn). */
export function canReactNow(s: S): string[] {
  if (!isActing(s) || s.activeId === null) return [];
  return s.members
    .filter((m) => m.id !== s.activeId && canTakeTurn(m) && (s.phase !== "ambush" || m.ambusher))
    .map((m) => m.id);
}

export const factions: TurnEngine<S, FactionsCommand> = {
  id: "factions",
  apply: withUndo(step),
  canActNow,
};
