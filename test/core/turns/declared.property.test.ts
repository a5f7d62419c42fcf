import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applyDeclared, createDeclaredState } from "../../../src/core/turns/declared";
import type { DeclaredCommand, DeclaredState } from "../../../src/core/turns/declared";
import { takesTurns } from "../../../src/core/turns/conditions";
import { HISTORY_LIMIT } from "../../../src/core/turns/history";
import type { Issuer, TurnEvent } from "../../../src/core/turns/engine";
import { GM, isPlainJson } from "./sequence-fixtures";
import { atMost, deepFreeze, expectSame, has, is, withoutHistory } from "./state-checks";
import { runs } from "../../support/fixed-seed";

const USERS: Issuer[] = [GM, { userId: "alice", isGM: false }, { userId: "bob", isGM: false }, { userId: "carol", isGM: false }];
const GM_ONLY = new Set(["join", "start", "rollBase", "setBase", "lockDeclarations", "fallUnconscious", "defeat", "recover", "leave", "nextRound", "undo"]);
// Repeats weight the draw towards the commands that move a fight along.
const KINDS = [
  ...Array<"declare">(6).fill("declare"),
  ...Array<"endTurn">(8).fill("endTurn"),
  ...(["lockDeclarations", "lockDeclarations", "nextRound", "nextRound", "join", "join", "rollBase", "rollBase"] as const),
  ...(["setBase", "fallUnconscious", "defeat", "recover", "leave", "undo"] as const),
];

const pickArb = fc.record({ kind: fc.nat(), who: fc.nat(), target: fc.nat(), n: fc.integer({ min: -3, max: 14 }), aim: fc.nat({ max: 3 }).map((n) => n > 0) });
type Pick = { kind: number; who: number; target: number; n: number; aim: boolean };
const creatureArb = fc.record({ agi: fc.integer({ min: -2, max: 3 }), d12: fc.integer({ min: 1, max: 12 }), owners: fc.subarray(["alice", "bob"]), surprised: fc.nat(4).map((n) => n === 0) });

const at = <T>(xs: readonly T[], i: number): T | undefined => (xs.length === 0 ? undefined : xs[i % xs.length]);

type Kind = (typeof KINDS)[number];

/** Trades a draw that cannot fit the phase for one that can, so fights reach late joins and extra turns. */
function steer(s: DeclaredState, kind: Kind, n: number): Kind {
  if (s.phase === "declaring" && kind === "endTurn") return n % 2 === 0 ? "declare" : "lockDeclarations";
  if (s.phase === "resolving" && (kind === "nextRound" || kind === "lockDeclarations")) return n % 2 === 0 ? "join" : "rollBase";
  if (s.phase === "morale" && kind === "endTurn") return (["nextRound", "join", "rollBase", "declare"] as const)[(n + 3) % 4] ?? "nextRound";
  return kind;
}

function commandFor(s: DeclaredState, p: Pick, joined: number): DeclaredCommand {
  const by = p.who % 2 === 0 ? GM : (at(USERS, p.who >> 1) ?? GM);
  const ids = s.combatants.map((c) => c.id);
  const openInStep = s.step?.combatantIds.filter((id) => !(s.step?.ended ?? []).includes(id)) ?? [];
  const target = p.aim && openInStep.length > 0 ? (at(openInStep, p.target) ?? "none") : (at(ids, p.target) ?? "none");
  const unrolled = s.combatants.filter((c) => c.base === null).map((c) => c.id);
  const kind = steer(s, at(KINDS, p.kind) ?? "undo", p.n);
  switch (kind) {
    case "declare": {
      const late = s.combatants.find((c) => c.lateDeclarer && c.declaration === null && c.base !== null)?.id;
      return { type: "declare", by, combatantId: p.aim && late !== undefined ? late : target, actionId: `a${p.n}`, modifier: p.n };
    }
    case "join":
      return { type: "join", by, combatant: { id: `new${joined}`, name: "n", owners: p.n % 2 === 0 ? ["alice"] : [], agilityModifier: p.n % 3, surprised: p.n === 7 } };
    case "rollBase":
      return { type: "rollBase", by, combatantIds: unrolled.length > 0 ? unrolled.slice(0, 1 + (p.target % unrolled.length)) : [target], d12: ((p.n + 12) % 12) + 1 };
    case "setBase":
      return { type: "setBase", by, combatantId: target, base: p.n };
    case "fallUnconscious":
      return { type: "fallUnconscious", by, combatantId: target, dying: p.n % 2 === 0 };
    case "lockDeclarations":
    case "nextRound":
    case "undo":
      return { type: kind, by };
    default:
      return { type: kind, by, combatantId: target };
  }
}

function startFight(creatures: { agi: number; d12: number; owners: string[]; surprised: boolean }[]): DeclaredState {
  let s = createDeclaredState();
  const must = (c: DeclaredCommand) => {
    const out = applyDeclared(s, c);
    if (!out.ok) throw new Error(out.reason.key);
    s = out.state;
  };
  creatures.forEach((c, i) => must({ type: "join", by: GM, combatant: { id: `c${i}`, name: `c${i}`, owners: c.owners, agilityModifier: c.agi, surprised: c.surprised } }));
  must({ type: "start", by: GM });
  creatures.forEach((c, i) => must({ type: "rollBase", by: GM, combatantIds: [`c${i}`], d12: c.d12 }));
  return s;
}

interface Tally {
  round: number;
  starts: Record<string, number>;
  lastKey: number | null;
  /** Late joiners owed a −12 turn next round (from this round), and those owed this round. */
  owedNext: string[];
  owedNow: string[];
  /** Came in after this round's lock (or had no base at it): the only ones who may still declare. */
  latecomers: string[];
}

const eligible = (s: DeclaredState, id: string) => {
  const c = s.combatants.find((x) => x.id === id);
  return c !== undefined && takesTurns(c.condition);
};

function check(pre: DeclaredState, cmd: DeclaredCommand, post: DeclaredState, events: TurnEvent[], t: Tally): Tally {
  let { round, starts, lastKey, owedNext, owedNow, latecomers } = t;
  if (cmd.type === "join" && (pre.phase === "resolving" || pre.phase === "morale")) latecomers = [...latecomers, cmd.combatant.id];
  if (cmd.type === "lockDeclarations") latecomers = pre.combatants.filter((c) => c.base === null).map((c) => c.id);
  if (cmd.type === "declare" && pre.phase !== "declaring") {
    has(latecomers, cmd.combatantId); // after the lock only a newcomer declares
    latecomers = latecomers.filter((id) => id !== cmd.combatantId);
    // A late declaration: in time, it acts this round; too late, it acts next round at value − 12 as well.
    const c = pre.combatants.find((x) => x.id === cmd.combatantId);
    const value = (c?.base ?? 0) + cmd.modifier;
    const passed = pre.phase === "morale" || (pre.position !== null && value * 2 + 1 <= pre.position);
    if (passed) {
      expect(post.lateTurns).toContainEqual({ combatantId: cmd.combatantId, value: value - 12, actionId: cmd.actionId });
      owedNext = [...owedNext, cmd.combatantId];
    } else {
      is(post.slots.some((x) => x.combatantId === cmd.combatantId && x.value === value && !x.extra), true);
    }
  }
  if (cmd.type === "lockDeclarations") {
    const extras = post.slots.filter((x) => x.extra).map((x) => x.combatantId);
    is(new Set(extras).size, extras.length); // one extra turn at most
    for (const id of extras) has(owedNow, id); // only for late joiners who missed last round
  }
  for (const e of events) {
    if (e.type === "roundEnd") is(cmd.type, "nextRound"); // only the GM moving on ends a round
    if (e.type === "roundStart") {
      round = e.round;
      starts = {};
      lastKey = null;
      owedNow = owedNext;
      owedNext = [];
      latecomers = [];
    }
    if (e.type === "moraleStep") is(post.phase === "morale" || cmd.type === "nextRound", true);
    if (e.type === "turnStart") {
      const step = post.step;
      expect(step?.combatantIds).toEqual(e.combatantIds);
      if (step === null) return t;
      is(lastKey === null || step.key > lastKey, true); // lowest first
      for (const x of post.slots) {
        // Everyone able at this value acts in this step, none is left behind below it.
        const between = (lastKey === null || x.key > lastKey) && x.key <= step.key;
        if (between && !x.started) is(eligible(post, x.combatantId), false);
        if (e.combatantIds.includes(x.combatantId) && x.key === step.key) is(x.value, step.value);
      }
      lastKey = step.key;
      for (const id of e.combatantIds) {
        starts = { ...starts, [id]: (starts[id] ?? 0) + 1 };
        const extra = post.slots.filter((x) => x.extra && x.combatantId === id).length;
        atMost(starts[id] ?? 0, 1 + extra); // no one acts twice, but for the late joiner's one extra turn
      }
    }
    if (e.type === "turnEnd" && cmd.type !== "nextRound") {
      const step = pre.step;
      expect(step?.combatantIds).toEqual(e.combatantIds);
      for (const id of e.combatantIds) {
        const done = (step?.ended ?? []).includes(id) || ("combatantId" in cmd && cmd.combatantId === id) || !eligible(post, id);
        is(done, true); // a step ends only when all in it are done
      }
    }
  }
  if (post.phase === "resolving") expect(post.step).not.toBeNull();
  return { round, starts, lastKey, owedNext, owedNow, latecomers };
}

describe("declared-action speed, over random fights and random commands from random users", () => {
  it("keeps every rule: ownership, lowest first, simultaneous ties, one turn a round (plus the late joiner's), morale and round end, exact undo", () => {
    fc.assert(
      fc.property(fc.array(creatureArb, { minLength: 1, maxLength: 6 }), fc.array(pickArb, { minLength: 10, maxLength: 80 }), (creatures, picks) => {
        let s = deepFreeze(startFight(creatures));
        let tally: Tally = { round: s.round, starts: {}, lastKey: null, owedNext: [], owedNow: [], latecomers: [] };
        const tallies: Tally[] = [];
        let joined = 0;
        for (const p of picks) {
          const cmd = commandFor(s, p, joined);
          // s is deep-frozen: an engine writing into it, accepted or refused, throws here.
          const out = applyDeclared(s, cmd);
          if (!out.ok) {
            is(out.reason.key.startsWith("FRAY.Turns.Refusal."), true);
            continue;
          }
          is(isPlainJson(withoutHistory(out.state)), true);
          if (!cmd.by.isGM) {
            is(GM_ONLY.has(cmd.type), false);
            const target = "combatantId" in cmd ? s.combatants.find((c) => c.id === cmd.combatantId) : undefined;
            has(target?.owners ?? [], cmd.by.userId);
          }
          if (cmd.type === "undo") {
            tally = tallies.pop() ?? tally;
          } else {
            if (s.history.length < HISTORY_LIMIT) {
              const undone = applyDeclared(out.state, { type: "undo", by: GM });
              expectSame(undone.ok && undone.state, s);
            }
            if (cmd.type === "join") joined++;
            tallies.push(tally);
            tally = check(s, cmd, out.state, out.events, tally);
          }
          s = deepFreeze(out.state);
        }
      }),
      { numRuns: runs(1000) },
    );
  });

  it("with declarations only, a round runs every value from lowest to highest, ties together, then morale", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ agi: fc.integer({ min: -2, max: 3 }), d12: fc.integer({ min: 1, max: 12 }), mod: fc.integer({ min: -1, max: 8 }) }), { minLength: 1, maxLength: 8 }), (cs) => {
        let s = startFight(cs.map((c) => ({ agi: c.agi, d12: c.d12, owners: [], surprised: false })));
        const events: TurnEvent[] = [];
        const step = (c: DeclaredCommand) => {
          const out = applyDeclared(s, c);
          if (!out.ok) throw new Error(out.reason.key);
          s = out.state;
          events.push(...out.events);
        };
        cs.forEach((c, i) => step({ type: "declare", by: GM, combatantId: `c${i}`, actionId: "x", modifier: c.mod }));
        step({ type: "lockDeclarations", by: GM });
        while (s.phase === "resolving") for (const id of s.step?.combatantIds ?? []) if (!(s.step?.ended ?? []).includes(id)) step({ type: "endTurn", by: GM, combatantId: id });
        const values = cs.map((c) => c.d12 - c.agi + c.mod);
        const expected = [...new Set(values)].sort((a, b) => a - b).map((v) => values.flatMap((x, i) => (x === v ? [`c${i}`] : [])));
        expect(events.flatMap((e) => (e.type === "turnStart" ? [e.combatantIds] : []))).toEqual(expected);
        expect(events.filter((e) => e.type === "moraleStep")).toHaveLength(1);
        expect(events[events.length - 1]).toEqual({ type: "moraleStep", round: 1 });
      }),
      { numRuns: runs(300) },
    );
  });
});
