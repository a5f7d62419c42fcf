/**
 * Shared driver for the turn engines' property tests: random fights, random commands from random
 * users (GM and players), and the invariants every choose-who-acts structure must keep.
 */
import fc from "fast-check";
import type { Issuer, TurnEngine, TurnEvent } from "../../../src/core/turns/engine";
import { HISTORY_LIMIT } from "../../../src/core/turns/history";
import type { CommonCommand } from "../../../src/core/turns/commands";
import type { PendingRoll, RollCommand } from "../../../src/core/turns/rolls";
import type { RosterMember } from "../../../src/core/turns/roster";
import { deepFreeze, expectJsonRoundTrip, expectSame, is, lacks, withoutHistory } from "./state-checks";

export const USERS: Issuer[] = [
  { userId: "gm", isGM: true },
  { userId: "u1", isGM: false },
  { userId: "u2", isGM: false },
  { userId: "u3", isGM: false },
];

/** A random roster: 2-3 groups of 0-4 members, each owned by nobody, one or two players. */
export interface FightSpec {
  groups: string[];
  members: { id: string; groupId: string; owners: string[]; stat: number; flag: boolean }[];
  choice: number;
}

export const fightArb: fc.Arbitrary<FightSpec> = fc
  .tuple(
    fc.integer({ min: 2, max: 3 }),
    fc.array(fc.record({ group: fc.nat(), owners: fc.subarray(["u1", "u2"]), stat: fc.integer({ min: -2, max: 20 }), flag: fc.boolean() }), { minLength: 1, maxLength: 9 }),
    fc.nat(),
  )
  .map(([n, raw, choice]) => {
    const groups = Array.from({ length: n }, (_, i) => `g${i}`);
    const members = raw.map((r, i) => ({ id: `c${i}`, groupId: groups[r.group % n] ?? "g0", owners: r.owners, stat: r.stat, flag: r.flag }));
    return { groups, members, choice };
  });

/** One random intent; turned into a concrete command against whatever the state is at that moment. */
export interface Intent {
  kind: number;
  user: number;
  target: number;
  value: number;
}
export const intentArb: fc.Arbitrary<Intent> = fc.record({ kind: fc.nat({ max: 99 }), user: fc.nat(), target: fc.nat(), value: fc.nat() });

export interface Ctx<S> {
  state: S;
  by: Issuer;
  intent: Intent;
  /** A member id (sometimes one that does not exist). */
  someone: string;
  /** The owner of `id` when it has one, else the GM (to steer towards progress). */
  ownerOf: (id: string) => Issuer;
  pick: <T>(xs: readonly T[]) => T | undefined;
  /** An id never used before in this fight (a newcomer is a new combatant, even after someone left). */
  freshId: string;
  /** Usually `freshId`, sometimes the id of someone already in the fight (which must be refused). */
  joinerId: string;
}

export interface Adapter<S, C extends { type: string; by: Issuer }> {
  engine: TurnEngine<S, C>;
  start(spec: FightSpec): C;
  members(s: S): RosterMember[];
  currentGroup(s: S): string | null;
  activeId(s: S): string | null;
  round(s: S): number;
  pendingRolls(s: S): PendingRoll[];
  /** Builds the command an intent stands for. */
  command(ctx: Ctx<S>): C;
  /** Extra per-step checks (the round-end rule of the structure). */
  check(pre: S, cmd: C, post: S, events: TurnEvent[], tracker: Tracker): void;
  /** The group a group-level command (pass, end a side's turn) speaks for. */
  groupCommanded?: (cmd: C) => string | null;
  /** The combatant a reaction is for: reactions spend a turn out of order by design. */
  reactor?: (cmd: C) => string | null;
  undo(by: Issuer): C;
  /** Commands that move the fight on by GM fiat: exempt from the structure's round-end check. */
  override?: (cmd: C) => boolean;
}

/** What the test remembers between steps (restored on undo). */
export interface Tracker {
  actedThisRound: string[];
  /** Factions that chose to pass since the last character took a turn (factions only). */
  passes: string[];
  /** Someone recovered or joined since the last turn (their earlier automatic pass is then moot). */
  rosterGrew: boolean;
}

/** Commands no player may issue, whatever they own. */
const GM_ONLY = ["start", "roll", "join", "defeat", "leave", "fallUnconscious", "recover", "nextRound", "undo", "moveToSide", "setHolder", "endTeamTurn"];

const owns = (by: Issuer, m: RosterMember | undefined): boolean => m !== undefined && m.owners.includes(by.userId);

export function runProperty<S extends { history: S[] }, C extends { type: string; by: Issuer }>(
  adapter: Adapter<S, C>,
  initial: S,
  runs = 200,
  /** To replay a failure: the seed and path fast-check printed. */
  replay: { seed: number; path: string } | null = null,
): Record<string, number> {
  // Event counts over the whole run, so a test can show the fights really went somewhere.
  const stats: Record<string, number> = {};
  fc.assert(
    fc.property(fightArb, fc.array(intentArb, { minLength: 30, maxLength: 160, size: "max" }), (spec, intents) => {
      const startOut = adapter.engine.apply(initial, adapter.start(spec));
      if (!startOut.ok) throw new Error(`start refused: ${startOut.reason.key}`);
      expectJsonRoundTrip(withoutHistory(startOut.state));
      let state = deepFreeze(startOut.state);
      let tracker: Tracker = { actedThisRound: [], passes: [], rosterGrew: false };
      const trackers: Tracker[] = [];
      for (const [step, intent] of intents.entries()) {
        const members = adapter.members(state);
        const ids = members.map((m) => m.id);
        const pick = <T>(xs: readonly T[]): T | undefined => xs[intent.target % Math.max(1, xs.length)];
        const ctx: Ctx<S> = {
          state,
          by: USERS[intent.user % USERS.length] ?? USERS[0]!,
          intent,
          someone: intent.target % 10 === 9 ? "nobody" : pick(ids) ?? "nobody",
          ownerOf: (id) => {
            const o = members.find((m) => m.id === id)?.owners[0];
            return o === undefined || intent.user % 5 === 0 ? USERS[0]! : { userId: o, isGM: false };
          },
          pick,
          freshId: `n${step}`,
          joinerId: intent.value % 5 === 0 ? pick(ids) ?? `n${step}` : `n${step}`,
        };
        const cmd = adapter.command(ctx);
        // The state is deep-frozen: an engine writing into it, accepted or refused, throws here.
        const out = adapter.engine.apply(state, cmd);
        if (!out.ok) {
          is(out.reason.key.startsWith("FRAY.Turns.Refusal."), true);
          continue;
        }
        const post = out.state;
        const events = out.events;
        for (const e of events) stats[e.type] = (stats[e.type] ?? 0) + 1;
        if (cmd.type === "undo") {
          // Undo brings back the last snapshot, with the history it had.
          expectSame(post, { ...state.history[state.history.length - 1], history: state.history.slice(0, -1) } as S);
          tracker = trackers.pop() ?? tracker;
          state = deepFreeze(post);
          continue;
        }
        // Undo right after this command restores the state before it exactly.
        const undone = adapter.engine.apply(post, adapter.undo(USERS[0]!));
        is(undone.ok, true);
        if (undone.ok) {
          if (state.history.length < HISTORY_LIMIT) expectSame(undone.state, state);
          else expectSame(withoutHistory(undone.state), withoutHistory(state));
        }
        expectJsonRoundTrip(withoutHistory(post));
        checkCommon(adapter, state, cmd, post, events, tracker);
        adapter.check(state, cmd, post, events, tracker);
        trackers.push(tracker);
        tracker = advanceTracker(adapter, state, cmd, events, tracker);
        state = deepFreeze(post);
      }
    }),
    replay === null ? { numRuns: runs } : { numRuns: runs, seed: replay.seed, path: replay.path },
  );
  return stats;
}

function checkCommon<S, C extends { type: string; by: Issuer }>(
  a: Adapter<S, C>, pre: S, cmd: C, post: S, events: TurnEvent[], tracker: Tracker,
): void {
  const preMembers = a.members(pre);
  const byId = (id: string) => preMembers.find((m) => m.id === id);
  const starts = events.flatMap((e) => (e.type === "turnStart" ? e.combatantIds : []));
  // No combatant acts twice in a round.
  let acted = [...tracker.actedThisRound];
  for (const e of events) {
    if (e.type === "roundStart") acted = [];
    if (e.type === "turnStart") {
      for (const id of e.combatantIds) {
        lacks(acted, id);
        acted.push(id);
      }
    }
  }
  // No player acts (or ends a turn, or passes) for what they do not own, nor does what only the GM may.
  if (!cmd.by.isGM) {
    lacks(GM_ONLY, cmd.type);
    const group = a.groupCommanded?.(cmd) ?? null;
    if (group !== null) is(preMembers.some((m) => m.groupId === group && !m.defeated && m.owners.includes(cmd.by.userId)), true);
    for (const id of starts) is(owns(cmd.by, byId(id)), true);
    for (const e of events) if (e.type === "turnEnd") for (const id of e.combatantIds) is(owns(cmd.by, byId(id)), true);
  }
  const reactor = a.reactor?.(cmd) ?? null;
  // No group acts out of turn: a chosen combatant belongs to the group on turn.
  if (cmd.type === "activate") {
    for (const id of starts) is(byId(id)?.groupId, a.currentGroup(pre));
  }
  // Defeated combatants never get turn events; turn events pair up within the step or with the active turn.
  for (const e of events) {
    if (e.type === "turnStart" || e.type === "turnEnd") for (const id of e.combatantIds) is(byId(id)?.defeated ?? false, false);
  }
  // A combatant defeated during its own turn has the turn closed without a turn event.
  const defeatedActive = cmd.type === "defeat" && "combatantId" in cmd && cmd.combatantId === a.activeId(pre);
  let open = defeatedActive ? null : a.activeId(pre);
  let group = a.currentGroup(pre);
  let round = a.round(pre);
  let reacting = false;
  for (const e of events) {
    if ((e.type === "turnStart" || e.type === "turnEnd") && e.combatantIds[0] === reactor) {
      // A reaction is a whole turn at once: start then end, back to back.
      is(reacting, e.type === "turnEnd");
      reacting = e.type === "turnStart";
    } else if (e.type === "turnStart") {
      is(open, null);
      open = e.combatantIds[0] ?? null;
    } else if (e.type === "turnEnd") {
      is(e.combatantIds[0], open);
      open = null;
    } else if (e.type === "groupTurnStart") {
      is(group, null);
      group = e.groupId;
    } else if (e.type === "groupTurnEnd") {
      is(e.groupId, group);
      group = null;
    } else if (e.type === "roundEnd") {
      is(e.round, round);
    } else if (e.type === "roundStart") {
      is(e.round, round + 1);
      round = e.round;
    }
  }
  is(reacting, false);
  is(open, a.activeId(post));
  is(group, a.currentGroup(post));
  is(round, a.round(post));
  // Whoever may act now is in the fight and has not yet acted this round.
  for (const id of a.engine.canActNow(post)) {
    const m = a.members(post).find((x) => x.id === id);
    is(m !== undefined && !m.defeated && !m.unconscious, true);
    if (a.activeId(post) !== id) is(m?.acted, false);
  }
}

function advanceTracker<S, C extends { type: string; by: Issuer }>(
  a: Adapter<S, C>, pre: S, cmd: C, events: TurnEvent[], t: Tracker,
): Tracker {
  let next: Tracker = { ...t, actedThisRound: [...t.actedThisRound], passes: [...t.passes] };
  for (const e of events) {
    if (e.type === "roundStart" || e.type === "phaseEnd" || e.type === "roundEnd") next = { ...next, passes: [], rosterGrew: false };
    if (e.type === "roundStart") next = { ...next, actedThisRound: [] };
    if (e.type === "turnStart") next = { ...next, actedThisRound: [...next.actedThisRound, ...e.combatantIds] };
  }
  if (cmd.type === "activate") next = { ...next, passes: [], rosterGrew: false };
  if (cmd.type === "pass" && !events.some((e) => e.type === "phaseEnd" || e.type === "roundEnd")) {
    next = { ...next, passes: [...next.passes, a.currentGroup(pre) ?? ""] };
  }
  if ((cmd.type === "recover" || cmd.type === "join") && !events.some((e) => e.type === "roundEnd" || e.type === "phaseEnd")) {
    next = { ...next, rosterGrew: true };
  }
  return next;
}

/** Members as they stand right after the command's own effect (before any round reset). */
export function membersAfter(pre: RosterMember[], activeId: string | null, cmd: { type: string; combatantId?: string }): RosterMember[] {
  const id = cmd.combatantId;
  switch (cmd.type) {
    case "endTurn":
      return pre.map((m) => (m.id === activeId ? { ...m, acted: true } : m));
    case "react":
      return pre.map((m) => (m.id === id ? { ...m, acted: true } : m));
    case "defeat":
      return pre.map((m) => (m.id === id ? { ...m, defeated: true } : m));
    case "fallUnconscious":
      return pre.map((m) => (m.id === id ? { ...m, unconscious: true, acted: m.acted || m.id === activeId } : m));
    case "leave":
      return pre.filter((m) => m.id !== id);
    default:
      return pre;
  }
}

export const available = (m: RosterMember): boolean => !m.defeated && !m.unconscious && !m.acted;

/** Intents 0-69 become the commands every engine shares; 70-99 are left to the engine's adapter. */
export function commonCommand<S>(ctx: Ctx<S>, activeId: string | null, canAct: string[]): CommonCommand | null {
  const { kind, value, user } = ctx.intent;
  if (kind < 30) {
    const id = ctx.pick(canAct) ?? ctx.someone;
    return { type: "activate", by: ctx.ownerOf(id), combatantId: id };
  }
  if (kind < 45) {
    const id = activeId ?? ctx.someone;
    return { type: "endTurn", by: ctx.ownerOf(id), combatantId: id };
  }
  if (kind < 50) return { type: "activate", by: ctx.by, combatantId: ctx.someone };
  if (kind < 55) return { type: "endTurn", by: ctx.by, combatantId: ctx.someone };
  if (kind < 63) {
    const type = (["defeat", "fallUnconscious", "recover", "leave", "recover"] as const)[value % 5] ?? "recover";
    return { type, by: user % 4 === 1 ? ctx.by : USERS[0]!, combatantId: ctx.someone };
  }
  if (kind < 67) return { type: "undo", by: ctx.by };
  if (kind < 70) return { type: "nextRound", by: ctx.by };
  return null;
}

/** A result for the first pending roll: usually valid, sometimes one past the top. */
export function answerRoll<S>(ctx: Ctx<S>, pending: PendingRoll[]): RollCommand | null {
  const p = pending[ctx.intent.value % Math.max(1, pending.length)];
  if (p === undefined) return null;
  const total = ctx.intent.value % 11 === 0 ? p.max + 1 : p.min + (ctx.intent.value % (p.max - p.min + 1));
  return { type: "roll", by: ctx.intent.user % 4 === 2 ? ctx.by : USERS[0]!, purpose: p.purpose, forId: p.forId, total };
}

/** The roster with one combatant moved to another group. */
export function membersWithGroup(members: RosterMember[], id: string, groupId: string): RosterMember[] {
  return members.map((m) => (m.id === id ? { ...m, groupId } : m));
}
