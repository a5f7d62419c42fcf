/**
 * The pass-until-everyone-passes loop of the factions structure (rulebook 004): factions take turns in a
 * ring; each turn one character acts or the faction passes; a faction with no one able to act passes
 * automatically; a phase ends when every faction has passed in a row.
 */
import type { TurnEvent } from "./engine";
import type { PendingRoll } from "./rolls";
import { dieRoll, rollNeeded } from "./rolls";
import { canTakeTurn, resetActed, type MemberInput, type RosterMember } from "./roster";
import { ringAfter, ringFrom } from "./rotation";

export interface FactionMember extends RosterMember {
  /** Compared with the fast action threshold. */
  wit: number;
  /** Launched the ambush: acts in the bonus turn before round 1. */
  ambusher: boolean;
}
export interface FactionMemberInput extends MemberInput {
  wit: number;
  ambusher: boolean;
}

/**
 * idle: not started · awaitingHolder: random initiative roll pending · ambush: the ambushers' bonus turn ·
 * roundSetup: waiting for the holder's choice of who starts (and the threshold) · fast/slow: the optional
 * phases · main: a round without phases.
 */
export type FactionPhase = "idle" | "awaitingHolder" | "ambush" | "roundSetup" | "fast" | "slow" | "main";

export interface FactionsState {
  structure: "factions";
  phase: FactionPhase;
  /** 0 before round 1 (the ambush bonus turn is not a round). */
  round: number;
  /** Optional rule: fast and slow activations. */
  fastSlow: boolean;
  /** Faction ids in the order turns pass around the table. */
  factions: string[];
  /** The faction holding the initiative; null until the random roll arrives. */
  holderId: string | null;
  /** Who the holder chose to act first this round; null until chosen. */
  firstFactionId: string | null;
  /** This round's fast action threshold (1d20); null until rolled or when unused. */
  threshold: number | null;
  /** Faction whose turn it is; null outside acting phases. */
  currentFactionId: string | null;
  /** Factions that have passed (by choice or automatically) since the last character took a turn. */
  passedInRow: string[];
  activeId: string | null;
  members: FactionMember[];
  pendingRolls: PendingRoll[];
  history: FactionsState[];
}

type S = FactionsState;

export const ACTING_PHASES: readonly FactionPhase[] = ["ambush", "fast", "slow", "main"];
export const PHASE_EVENTS: readonly FactionPhase[] = ["ambush", "fast", "slow"];

export function isActing(s: S): boolean {
  return ACTING_PHASES.includes(s.phase);
}

/** May this character take its turn in the current phase (reactions aside)? */
export function eligible(s: S, m: FactionMember): boolean {
  if (!canTakeTurn(m)) return false;
  if (s.phase === "ambush") return m.ambusher;
  if (s.phase === "fast") return s.threshold !== null && m.wit >= s.threshold;
  return true;
}

export function factionCanAct(s: S, factionId: string): boolean {
  return s.members.some((m) => m.groupId === factionId && eligible(s, m));
}

/** Hands the turn to `from` or the next faction able to act; those unable pass automatically. */
export function giveTurn(s: S, from: string | null, ev: TurnEvent[]): S {
  let passed = [...s.passedInRow];
  for (const id of ringFrom(s.factions, from)) {
    if (passed.length >= s.factions.length) break;
    if (factionCanAct(s, id)) {
      ev.push({ type: "groupTurnStart", groupId: id });
      return { ...s, currentFactionId: id, passedInRow: passed };
    }
    passed = [...passed, id]; // automatic pass: no turn events
  }
  return endPhase({ ...s, currentFactionId: null, passedInRow: passed }, ev);
}

/** The faction on turn passes (or ends its character's turn): the turn goes round the ring. */
export function closeFactionTurn(s: S, passes: boolean, ev: TurnEvent[]): S {
  const current = s.currentFactionId;
  if (current === null) return s;
  ev.push({ type: "groupTurnEnd", groupId: current });
  const passedInRow = passes ? [...s.passedInRow, current] : s.passedInRow;
  const next: S = { ...s, currentFactionId: null, passedInRow };
  if (passedInRow.length >= s.factions.length) return endPhase(next, ev);
  const after = ringAfter(s.factions, current)[0] ?? current;
  return giveTurn(next, after, ev);
}

/** Starts a phase, or skips it without events when nobody could take a turn in it. */
export function enterPhase(s: S, phase: FactionPhase, first: string | null, ev: TurnEvent[]): S {
  const next: S = { ...s, phase, currentFactionId: null, passedInRow: [] };
  if (!next.factions.some((f) => factionCanAct(next, f))) {
    if (phase === "ambush") return startRound(next, 1, ev);
    if (phase === "fast") return enterPhase(next, "slow", first, ev);
    return endRound(next, ev);
  }
  if (PHASE_EVENTS.includes(phase)) ev.push({ type: "phaseStart", phase, round: next.round });
  return giveTurn(next, first, ev);
}

export function endPhase(s: S, ev: TurnEvent[]): S {
  if (PHASE_EVENTS.includes(s.phase)) ev.push({ type: "phaseEnd", phase: s.phase, round: s.round });
  const next: S = { ...s, currentFactionId: null, passedInRow: [] };
  if (s.phase === "ambush") return startRound(next, 1, ev);
  // The slow phase opens, like the fast one, with the faction the holder chose (always chosen by now).
  if (s.phase === "fast") return enterPhase(next, "slow", s.firstFactionId, ev);
  return endRound(next, ev);
}

export function endRound(s: S, ev: TurnEvent[]): S {
  ev.push({ type: "roundEnd", round: s.round });
  ev.push({ type: "moraleStep", round: s.round });
  return startRound(s, s.round + 1, ev);
}

/** A new round waits for the holder's choice of first faction (and, with fast/slow, the threshold). */
export function startRound(s: S, round: number, ev: TurnEvent[]): S {
  ev.push({ type: "roundStart", round });
  // Nothing else is pending when a round starts: the holder is known and the last threshold was rolled.
  const pendingRolls: PendingRoll[] = [];
  if (s.fastSlow) {
    const r = dieRoll("fastThreshold", 20, null);
    pendingRolls.push(r);
    ev.push(rollNeeded(r.purpose, r.formula, []));
  }
  return {
    ...s, phase: "roundSetup", round, members: resetActed(s.members), firstFactionId: null, threshold: null,
    currentFactionId: null, passedInRow: [], activeId: null, pendingRolls,
  };
}

/** Once the holder is known (its callers have set it): the ambushers' bonus turn if any, else round 1. */
export function beginFight(s: S, ev: TurnEvent[]): S {
  return enterPhase({ ...s, round: 0 }, "ambush", s.holderId, ev);
}

/** When the round's setup is complete, its first phase begins (its callers act only during the round's setup). */
export function beginRoundIfReady(s: S, ev: TurnEvent[]): S {
  if (s.firstFactionId === null) return s;
  if (s.fastSlow && s.threshold === null) return s;
  return enterPhase(s, s.fastSlow ? "fast" : "main", s.firstFactionId, ev);
}

/** After a roster change: a faction on turn with no one left able to act passes automatically. */
export function settle(s: S, ev: TurnEvent[]): S {
  // Outside the acting phases no faction is on turn.
  if (s.activeId !== null || s.currentFactionId === null) return s;
  return factionCanAct(s, s.currentFactionId) ? s : closeFactionTurn(s, true, ev);
}
