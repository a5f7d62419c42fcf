/**
 * Side initiative (rulebook 000): each side rolls 1d8 once, the party adding its best DEX modifier
 * and winning ties; other ties roll off. Sides act from the highest; within the side on the clock its
 * members act once each in any order; then the next side; each round repeats the same order.
 * Surprising sides get a free round before initiative is rolled.
 */
import type { ActivateCommand, CommonCommand, EndTurnCommand } from "./commands";
import { applyCondition } from "./roster-conditions";
import type { Issuer, Outcome, TurnEngine, TurnEvent } from "./engine";
import { refuse } from "./engine";
import { withUndo } from "./history";
import { Refusal } from "./refusals";
import { dieRoll, rollNeeded, takeRoll, type PendingRoll, type RollCommand } from "./rolls";
import {
  canTakeTurn, commands, findMember, freshStatus, joinerStatus, resetActed, speaksForGroup, validateJoiner, validateRoster,
  type MemberInput, type RosterMember,
} from "./roster";
import { slotIn, sortedOrder, unresolvedTies, type Side } from "./side-order";
import { checkActivate, checkEndTurn, spendActiveTurn } from "./turn-checks";

export type { Side } from "./side-order";

export interface SideMember extends RosterMember {
  dexMod: number;
}
export interface SideMemberInput extends MemberInput {
  dexMod: number;
}
export interface SideInput {
  id: string;
  isParty: boolean;
  surprising: boolean;
}

/** idle: not started · surprise: the free round · rolling: waiting for initiative · rounds: normal play. */
export type SidePhase = "idle" | "surprise" | "rolling" | "rounds";

export interface SideInitiativeState {
  structure: "sideInitiative";
  phase: SidePhase;
  /** 0 until the first round starts; the surprise round is round 1. */
  round: number;
  sides: Side[];
  /** Acting order this round (during surprise: the surprising sides only). */
  order: string[];
  /** Sides whose turn is over (or was skipped) this round. */
  doneSides: string[];
  /** Side on the clock; null while rolling, or when nobody at all can act this round. */
  currentSideId: string | null;
  /** Combatant taking its turn; null between activations. */
  activeId: string | null;
  members: SideMember[];
  pendingRolls: PendingRoll[];
  history: SideInitiativeState[];
}

export interface StartSidesCommand {
  type: "start";
  by: Issuer;
  sides: SideInput[];
  members: SideMemberInput[];
}
/** The side on the clock ends its turn; members who have not acted lose this round's turn. */
export interface EndSideTurnCommand {
  type: "endSideTurn";
  by: Issuer;
  sideId: string;
}
/** GM: a combatant joins mid-fight, into an existing side or (with newSide) a new one that rolls its own initiative. */
export interface JoinSideCommand {
  type: "join";
  by: Issuer;
  member: SideMemberInput;
  newSide: { isParty: boolean } | null;
}
/** GM: move a combatant to another side (nobody re-rolls). */
export interface MoveToSideCommand {
  type: "moveToSide";
  by: Issuer;
  combatantId: string;
  sideId: string;
}

export type SideInitiativeCommand =
  | StartSidesCommand | RollCommand | EndSideTurnCommand | JoinSideCommand | MoveToSideCommand | CommonCommand;

export function initialSideInitiativeState(): SideInitiativeState {
  return {
    structure: "sideInitiative", phase: "idle", round: 0, sides: [], order: [],
    // Stryker disable next-line ArrayDeclaration: a made-up id among the sides gone this round changes nothing
    doneSides: [],
    currentSideId: null, activeId: null, members: [], pendingRolls: [], history: [],
  };
}

type S = SideInitiativeState;

const playing = (s: S): boolean => s.phase === "surprise" || s.phase === "rounds";
const sideCanAct = (s: S, sideId: string): boolean => s.members.some((m) => m.groupId === sideId && canTakeTurn(m));

/** The party's bonus: the best DEX modifier among its members still standing. */
export function partyBonus(members: readonly SideMember[], sideId: string): number {
  const mods = members.filter((m) => m.groupId === sideId && !m.defeated).map((m) => m.dexMod);
  return mods.length === 0 ? 0 : Math.max(...mods);
}

function requestInitiative(s: S, sides: readonly Side[], ev: TurnEvent[]): S {
  const rolls = sides.map((side) => {
    const r = dieRoll("initiative", 8, side.id, side.isParty ? partyBonus(s.members, side.id) : 0);
    ev.push(rollNeeded(r.purpose, r.formula, [side.id]));
    return r;
  });
  return { ...s, pendingRolls: [...s.pendingRolls, ...rolls] };
}

/** Gives the clock to the next side in order that has someone able to act, or ends the round. */
function advance(s: S, ev: TurnEvent[]): S {
  const done = [...s.doneSides];
  for (const id of s.order) {
    if (done.includes(id)) continue;
    if (sideCanAct(s, id)) {
      ev.push({ type: "groupTurnStart", groupId: id });
      return { ...s, doneSides: done, currentSideId: id };
    }
    done.push(id); // skipped: no events for a side with no one able to act
  }
  return endRound({ ...s, doneSides: done, currentSideId: null }, ev);
}

function finishSideTurn(s: S, sideId: string, ev: TurnEvent[]): S {
  ev.push({ type: "groupTurnEnd", groupId: sideId });
  return advance({ ...s, doneSides: [...s.doneSides, sideId], currentSideId: null }, ev);
}

function startRound(s: S, round: number, ev: TurnEvent[]): S {
  ev.push({ type: "roundStart", round });
  // Stryker disable next-line ArrayDeclaration: a made-up id among the sides gone this round changes nothing
  const next: S = { ...s, round, members: resetActed(s.members), doneSides: [], currentSideId: null };
  // Nobody at all able to act: the round waits (no side skipped) until someone recovers or joins.
  if (!next.order.some((id) => sideCanAct(next, id))) return next;
  return advance(next, ev);
}

function endRound(s: S, ev: TurnEvent[]): S {
  ev.push({ type: "roundEnd", round: s.round });
  if (s.phase === "surprise") {
    const rolling: S = {
      ...s, phase: "rolling", order: [], currentSideId: null, members: resetActed(s.members),
      // Stryker disable next-line ArrayDeclaration: a made-up id among the sides gone this round changes nothing
      doneSides: [],
    };
    return requestInitiative(rolling, s.sides, ev);
  }
  return startRound(s, s.round + 1, ev);
}

/** Once every initial roll (and roll-off) is in, fixes the order for the rest of the fight. */
function finishRolling(s: S, ev: TurnEvent[]): S {
  if (s.pendingRolls.length > 0) return s;
  const ties = unresolvedTies(s.sides);
  if (ties.length > 0) {
    let pending = s.pendingRolls;
    for (const group of ties) {
      ev.push(rollNeeded("rollOff", "1d8", group));
      pending = [...pending, ...group.map((id) => dieRoll("rollOff", 8, id))];
    }
    return { ...s, pendingRolls: pending };
  }
  return startRound({ ...s, phase: "rounds", order: sortedOrder(s.sides) }, s.round + 1, ev);
}

/** After a roster change: move on if the side on the clock has no one left, or wake a waiting round. */
function settle(s: S, ev: TurnEvent[]): S {
  // (One taking its turn has not acted yet, so its side stays on the clock.)
  if (s.currentSideId !== null) return sideCanAct(s, s.currentSideId) ? s : finishSideTurn(s, s.currentSideId, ev);
  // No side on the clock: a round waiting before anyone went, or initiative still rolling (an empty order).
  return s.order.some((id) => sideCanAct(s, id)) ? advance(s, ev) : s;
}

function start(s: S, cmd: StartSidesCommand): Outcome<S> {
  if (!cmd.by.isGM) return refuse(Refusal.GMOnly);
  if (s.phase !== "idle") return refuse(Refusal.AlreadyStarted);
  const bad = validateRoster(cmd.sides.map((x) => x.id), cmd.members);
  if (bad !== null) return { ok: false, reason: bad };
  if (cmd.sides.filter((x) => x.isParty).length > 1) return refuse(Refusal.PartyExists);
  if (!cmd.members.every((m) => Number.isFinite(m.dexMod))) return refuse(Refusal.InvalidSetup, { problem: "dexMod" });
  const ev: TurnEvent[] = [];
  const sides: Side[] = cmd.sides.map((x) => ({ id: x.id, isParty: x.isParty, surprising: x.surprising, initiative: null, rollOffs: [] }));
  const members: SideMember[] = cmd.members.map((m) => ({ id: m.id, groupId: m.groupId, owners: [...m.owners], dexMod: m.dexMod, ...freshStatus() }));
  const base: S = { ...s, sides, members };
  const surprising = sides.filter((x) => x.surprising).map((x) => x.id);
  if (surprising.some((id) => sideCanAct(base, id))) {
    return { ok: true, state: startRound({ ...base, phase: "surprise", order: surprising }, 1, ev), events: ev };
  }
  return { ok: true, state: requestInitiative({ ...base, phase: "rolling" }, sides, ev), events: ev };
}

function roll(s: S, cmd: RollCommand): Outcome<S> {
  const taken = takeRoll(s.pendingRolls, cmd);
  if (!taken.ok) return taken;
  const ev: TurnEvent[] = [];
  const sides = s.sides.map((x) => {
    if (x.id !== cmd.forId) return x;
    return cmd.purpose === "rollOff" ? { ...x, rollOffs: [...x.rollOffs, taken.total] } : { ...x, initiative: taken.total };
  });
  let next: S = { ...s, sides, pendingRolls: taken.rest };
  if (next.phase === "rolling") return { ok: true, state: finishRolling(next, ev), events: ev };
  // A late side slots in without disturbing anyone; if its place has already passed, it starts next round.
  const late = sides.find((x) => x.id === cmd.forId);
  // Stryker disable next-line ConditionalExpression: a pending roll always names a side in the fight (sides never leave)
  if (late === undefined) return refuse(Refusal.UnknownGroup);
  const order = slotIn(next.order, sides, late);
  // (Sides before the one on the clock have all gone: it is enough to find the clock after the new place.)
  const passed = order.slice(order.indexOf(late.id) + 1).some((id) => id === next.currentSideId);
  next = { ...next, order, doneSides: passed ? [...next.doneSides, late.id] : next.doneSides };
  return { ok: true, state: settle(next, ev), events: ev };
}

function activate(s: S, cmd: ActivateCommand): Outcome<S> {
  if (!playing(s)) return refuse(Refusal.AwaitingRolls); // (before the start, step has refused already)
  const c = checkActivate(s.members, cmd, s.currentSideId, s.activeId);
  if (!c.ok) return c;
  return { ok: true, state: { ...s, activeId: c.member.id }, events: [{ type: "turnStart", combatantIds: [c.member.id] }] };
}

/** Closes the active turn (the combatant has now acted). */
function closeTurn(s: S, ev: TurnEvent[]): S {
  return { ...s, members: spendActiveTurn(s.members, s.activeId, ev), activeId: null };
}

function endTurn(s: S, cmd: EndTurnCommand): Outcome<S> {
  const c = checkEndTurn(s.members, cmd, s.activeId);
  if (!c.ok) return c;
  const ev: TurnEvent[] = [];
  return { ok: true, state: settle(closeTurn(s, ev), ev), events: ev };
}

function endSideTurn(s: S, cmd: EndSideTurnCommand): Outcome<S> {
  if (!playing(s)) return refuse(Refusal.NotNow);
  if (!speaksForGroup(cmd.by, s.members, cmd.sideId)) return refuse(Refusal.NotOwner, { id: cmd.sideId });
  if (cmd.sideId !== s.currentSideId) return refuse(Refusal.NotYourTurn, { id: cmd.sideId });
  // Stryker disable next-line ConditionalExpression: findMember finds nobody for a null id either
  const active = s.activeId === null ? null : findMember(s.members, s.activeId);
  if (active !== null && !commands(cmd.by, active)) return refuse(Refusal.TurnInProgress, { id: active.id });
  const ev: TurnEvent[] = [];
  return { ok: true, state: finishSideTurn(closeTurn(s, ev), cmd.sideId, ev), events: ev };
}

function nextRound(s: S, cmd: { by: Issuer }): Outcome<S> {
  if (!cmd.by.isGM) return refuse(Refusal.GMOnly);
  if (!playing(s)) return refuse(Refusal.NotNow);
  const ev: TurnEvent[] = [];
  const closed = closeTurn(s, ev);
  if (closed.currentSideId !== null) ev.push({ type: "groupTurnEnd", groupId: closed.currentSideId });
  return { ok: true, state: endRound({ ...closed, currentSideId: null }, ev), events: ev };
}

function join(s: S, cmd: JoinSideCommand): Outcome<S> {
  if (!cmd.by.isGM) return refuse(Refusal.GMOnly);
  const exists = s.sides.some((x) => x.id === cmd.member.groupId);
  if (exists && cmd.newSide !== null) return refuse(Refusal.DuplicateId, { id: cmd.member.groupId });
  if (cmd.newSide?.isParty === true && s.sides.some((x) => x.isParty)) return refuse(Refusal.PartyExists);
  if (!Number.isFinite(cmd.member.dexMod)) return refuse(Refusal.InvalidSetup, { problem: "dexMod" });
  const added: Side | null = cmd.newSide === null ? null
    : {
      id: cmd.member.groupId, isParty: cmd.newSide.isParty, initiative: null, rollOffs: [],
      // Stryker disable next-line BooleanLiteral: surprise is read only when the fight starts
      surprising: false,
    };
  const sides = added === null ? s.sides : [...s.sides, added];
  const bad = validateJoiner(s.members, sides.map((x) => x.id), cmd.member);
  if (bad !== null) return { ok: false, reason: bad };
  const m = cmd.member;
  const ev: TurnEvent[] = [];
  let next: S = { ...s, sides, members: [...s.members, { id: m.id, groupId: m.groupId, owners: [...m.owners], dexMod: m.dexMod, ...joinerStatus(m) }] };
  // A new side rolls its own initiative now (after the surprise round, with everyone else).
  if (added !== null && next.phase !== "surprise") next = requestInitiative(next, [added], ev);
  return { ok: true, state: settle(next, ev), events: ev };
}

function moveToSide(s: S, cmd: MoveToSideCommand): Outcome<S> {
  if (!cmd.by.isGM) return refuse(Refusal.GMOnly);
  const m = findMember(s.members, cmd.combatantId);
  if (m === null) return refuse(Refusal.UnknownCombatant, { id: cmd.combatantId });
  if (!s.sides.some((x) => x.id === cmd.sideId)) return refuse(Refusal.UnknownGroup, { id: cmd.sideId });
  if (s.activeId === m.id) return refuse(Refusal.TurnInProgress, { id: m.id });
  const ev: TurnEvent[] = [];
  const next: S = { ...s, members: s.members.map((x) => (x.id === m.id ? { ...x, groupId: cmd.sideId } : x)) };
  return { ok: true, state: settle(next, ev), events: ev };
}

function step(s: S, cmd: SideInitiativeCommand): Outcome<S> {
  if (cmd.type !== "start" && s.phase === "idle") return refuse(Refusal.NotStarted);
  switch (cmd.type) {
    case "start": return start(s, cmd);
    case "roll": return roll(s, cmd);
    case "activate": return activate(s, cmd);
    case "endTurn": return endTurn(s, cmd);
    case "endSideTurn": return endSideTurn(s, cmd);
    case "nextRound": return nextRound(s, cmd);
    case "join": return join(s, cmd);
    case "moveToSide": return moveToSide(s, cmd);
    case "defeat": case "leave": case "fallUnconscious": case "recover": {
      const c = applyCondition(s.members, s.activeId, cmd);
      if (!c.ok) return c;
      const ev = [...c.events];
      return { ok: true, state: settle({ ...s, members: c.members, activeId: c.activeId }, ev), events: ev };
    }
    case "undo": return refuse(Refusal.UnknownCommand); // withUndo answers undo before step ever sees it
  }
}

/** Combatants who may take a turn right now (or the one taking it). */
export function canActNow(s: S): string[] {
  // (Before the order is known no side is on the clock, so nobody is listed.)
  if (s.activeId !== null) return [s.activeId];
  return s.members.filter((m) => m.groupId === s.currentSideId && canTakeTurn(m)).map((m) => m.id);
}

export const sideInitiative: TurnEngine<S, SideInitiativeCommand> = {
  id: "sideInitiative",
  apply: withUndo(step),
  canActNow,
};
