import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applyIndividual, createIndividualState } from "../../../src/core/turns/individual";
import type { IndividualCommand, IndividualState } from "../../../src/core/turns/individual";
import { takesTurns } from "../../../src/core/turns/conditions";
import { HISTORY_LIMIT } from "../../../src/core/turns/history";
import type { Issuer, TurnEvent } from "../../../src/core/turns/engine";
import { GM, isPlainJson } from "./sequence-fixtures";
import { atLeast, atMost, deepFreeze, expectSame, has, is, withoutHistory } from "./state-checks";
import { runs } from "../../support/fixed-seed";

const USERS: Issuer[] = [GM, { userId: "alice", isGM: false }, { userId: "bob", isGM: false }, { userId: "carol", isGM: false }];
const GM_ONLY = new Set(["join", "start", "rollInitiative", "rollOff", "moveInOrder", "fallUnconscious", "defeat", "recover", "leave", "nextRound", "undo"]);
// Repeats weight the draw towards the commands that move a fight along.
const KINDS = [
  ...Array<"beginTurn">(6).fill("beginTurn"),
  ...Array<"endTurn">(6).fill("endTurn"),
  ...(["delay", "stepIn", "hold", "hold", "delay", "stepIn", "hold", "hold"] as const),
  ...Array<"triggerHeld">(6).fill("triggerHeld"),
  ...(["join", "rollInitiative", "rollOff", "fallUnconscious", "defeat", "recover", "leave", "moveInOrder", "nextRound", "undo"] as const),
];

interface Pick {
  kind: number;
  who: number;
  target: number;
  other: number;
  n: number;
  aimAtCurrent: boolean;
}
const pickArb = fc.record({ kind: fc.nat(), who: fc.nat(), target: fc.nat(), other: fc.nat(), n: fc.nat(), aimAtCurrent: fc.nat({ max: 3 }).map((n) => n > 0) });
const fighterArb = fc.record({ bonus: fc.integer({ min: -2, max: 4 }), d20: fc.integer({ min: 1, max: 20 }), owners: fc.subarray(["alice", "bob"]) });

const at = <T>(xs: readonly T[], i: number): T | undefined => (xs.length === 0 ? undefined : xs[i % xs.length]);

/** Builds a command from a random pick, aimed at the state so that many of them are accepted. */
function commandFor(s: IndividualState, p: Pick, joined: number): IndividualCommand {
  const by = p.who % 2 === 0 ? GM : (at(USERS, p.who >> 1) ?? GM); // half from the GM, half from anyone
  const ids = s.combatants.map((c) => c.id);
  const target = p.aimAtCurrent && s.current !== null ? s.current : (at(ids, p.target) ?? "none");
  const other = at(s.order, p.other) ?? "none";
  const kind = at(KINDS, p.kind) ?? "undo";
  const pendingRoll = s.combatants.find((c) => c.d20 === null)?.id ?? target;
  const pendingRollOff = s.rollOffs.flatMap((g) => g.ids.filter((id) => !g.results.some((r) => r.id === id)))[0] ?? target;
  switch (kind) {
    case "hold":
      return { type: "hold", by, combatantId: target, action: "strike", trigger: "it moves" };
    case "triggerHeld": {
      const holder = s.combatants.find((c) => c.held !== null)?.id ?? target;
      return p.n % 2 === 0 ? { type: "triggerHeld", by, combatantId: holder } : { type: "triggerHeld", by, combatantId: holder, triggeredBy: other };
    }
    case "stepIn":
      return { type: "stepIn", by, combatantId: s.combatants.find((c) => c.delaying)?.id ?? target };
    case "join":
      return { type: "join", by, combatant: { id: `new${joined}`, name: "n", owners: p.n % 2 === 0 ? ["alice"] : [], initiativeBonus: p.n % 5 } };
    case "rollInitiative":
      return { type: "rollInitiative", by, combatantId: pendingRoll, d20: (p.n % 20) + 1 };
    case "rollOff":
      return { type: "rollOff", by, combatantId: pendingRollOff, roll: (p.n % 20) + 1 };
    case "fallUnconscious": {
      // Often aimed at someone waiting (delaying or holding): going down then must not keep their place.
      const waiting = s.combatants.find((c) => c.delaying || c.held !== null)?.id;
      return { type: "fallUnconscious", by, combatantId: p.n % 3 !== 2 && waiting !== undefined ? waiting : target, dying: p.n % 2 === 0 };
    }
    case "moveInOrder":
      return { type: "moveInOrder", by, combatantId: target, beforeId: p.n % 3 === 0 ? null : other };
    case "nextRound":
    case "undo":
      return { type: kind, by };
    default:
      return { type: kind, by, combatantId: target };
  }
}

function startFight(fighters: { bonus: number; d20: number; owners: string[] }[], rolls: number[]): IndividualState {
  let s = createIndividualState();
  const must = (c: IndividualCommand) => {
    const out = applyIndividual(s, c);
    if (!out.ok) throw new Error(out.reason.key);
    s = out.state;
  };
  fighters.forEach((f, i) => must({ type: "join", by: GM, combatant: { id: `c${i}`, name: `c${i}`, owners: f.owners, initiativeBonus: f.bonus } }));
  fighters.forEach((f, i) => must({ type: "rollInitiative", by: GM, combatantId: `c${i}`, d20: f.d20 }));
  must({ type: "start", by: GM });
  for (let i = 0; s.phase === "rolling" && i < 200; i++) {
    const g = s.rollOffs[0];
    const id = g?.ids.find((x) => !g.results.some((r) => r.id === x));
    if (id !== undefined) must({ type: "rollOff", by: GM, combatantId: id, roll: rolls[i] ?? ((i * 7) % 20) + 1 });
  }
  return s;
}

/** Turn starts per round and the open turn, to check "no one acts twice" across undo. */
interface Tally {
  round: number;
  started: Record<string, number>;
  open: string | null;
}

function tallyEvents(t: Tally, events: TurnEvent[]): Tally {
  let round = t.round;
  let started = { ...t.started };
  let open = t.open;
  for (const e of events) {
    if (e.type === "roundStart") {
      round = e.round;
      started = {};
    } else if (e.type === "turnStart") {
      is(open, null); // one turn at a time
      const id = e.combatantIds[0] ?? "";
      expect(e.combatantIds).toHaveLength(1);
      started[id] = (started[id] ?? 0) + 1;
      is(started[id], 1); // no combatant acts twice in a round
      open = id;
    } else if (e.type === "turnEnd") {
      expect(e.combatantIds).toEqual([open]);
      open = null;
    }
  }
  return { round, started, open };
}

function checkInvariants(s: IndividualState): void {
  is(isPlainJson(withoutHistory(s)), true);
  if (s.phase !== "fighting") return;
  const counts = s.order.map((id) => s.combatants.find((c) => c.id === id)?.count ?? 0);
  counts.forEach((n, i) => i > 0 && atMost(n, counts[i - 1] ?? n)); // highest first, as written
  const inOrder = s.combatants.filter((c) => s.order.includes(c.id));
  const canAct = inOrder.filter((c) => takesTurns(c.condition));
  const waiting = canAct.filter((c) => !c.delaying && c.passedRound < s.round);
  if (s.current === null) {
    // Nobody is up only when no one can act, or everyone left has passed and a delayer may still step in.
    is(canAct.length === 0 || (waiting.length === 0 && canAct.some((c) => c.delaying)), true);
  } else {
    const cur = s.combatants.find((c) => c.id === s.current);
    is(cur !== undefined && takesTurns(cur.condition), true);
  }
}

describe("individual initiative, over random fights and random commands from random users", () => {
  it("keeps every rule: ownership, one turn per round, order, round ends, exact undo, refusals change nothing", () => {
    fc.assert(
      fc.property(fc.array(fighterArb, { minLength: 2, maxLength: 6 }), fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 8 }), fc.array(pickArb, { minLength: 10, maxLength: 80 }), (fighters, rolls, picks) => {
        let s = deepFreeze(startFight(fighters, rolls));
        let tally: Tally = { round: s.round, started: {}, open: null };
        const tallies: Tally[] = [];
        let joined = 0;
        checkInvariants(s);
        for (const p of picks) {
          const cmd = commandFor(s, p, joined);
          // s is deep-frozen: an engine writing into it, accepted or refused, throws here.
          const out = applyIndividual(s, cmd);
          if (!out.ok) {
            is(out.reason.key.startsWith("FRAY.Turns.Refusal."), true);
            continue;
          }
          if (!cmd.by.isGM) {
            is(GM_ONLY.has(cmd.type), false);
            const target = "combatantId" in cmd ? s.combatants.find((c) => c.id === cmd.combatantId) : undefined;
            has(target?.owners ?? [], cmd.by.userId); // no player acts for what they do not own
          }
          if (cmd.type === "undo") {
            tally = tallies.pop() ?? tally;
          } else {
            if (s.history.length < HISTORY_LIMIT) {
              const undone = applyIndividual(out.state, { type: "undo", by: GM });
              expectSame(undone.ok && undone.state, s); // undo restores the previous state exactly
            }
            if (cmd.type === "join") joined++;
            checkRoundEnd(s, cmd, out.events);
            checkTopToBottom(s, cmd, out.events);
            tallies.push(tally);
            tally = tallyEvents(tally, out.events);
          }
          s = deepFreeze(out.state);
          checkInvariants(s);
        }
      }),
      { numRuns: runs(1000) },
    );
  });

  it("with only begin and end, every round runs down the order by initiative, ties settled by roll-off", () => {
    fc.assert(
      fc.property(fc.array(fighterArb, { minLength: 1, maxLength: 8 }), fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 3 }), (fighters, rolls, rounds) => {
        let s = startFight(fighters, rolls);
        const expected = [...s.combatants]
          .sort((a, b) => (b.count ?? 0) - (a.count ?? 0) || compareTiebreak(b.tiebreak, a.tiebreak))
          .map((c) => c.id);
        expect(s.order).toEqual(expected);
        const totals = s.order.map((id) => {
          const c = s.combatants.find((x) => x.id === id);
          return (c?.d20 ?? 0) + (c?.initiativeBonus ?? 0);
        });
        totals.forEach((t, i) => i > 0 && atMost(t, totals[i - 1] ?? t));
        for (let r = 0; r < rounds; r++) {
          const seen: string[] = [];
          let ended = false;
          while (!ended) {
            const id = s.current ?? "";
            const b = applyIndividual(s, { type: "beginTurn", by: GM, combatantId: id });
            if (!b.ok) throw new Error(b.reason.key);
            const e = applyIndividual(b.state, { type: "endTurn", by: GM, combatantId: id });
            if (!e.ok) throw new Error(e.reason.key);
            seen.push(id);
            ended = e.events.some((x) => x.type === "roundEnd"); // the round ends exactly after the last turn
            is(ended, seen.length === expected.length);
            s = e.state;
          }
          expect(seen).toEqual(expected);
        }
      }),
      { numRuns: runs(300) },
    );
  });
});

function compareTiebreak(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Outside the GM's override, a round ends only once everyone able to act has had (or given up) its turn. */
function checkRoundEnd(pre: IndividualState, cmd: IndividualCommand, events: TurnEvent[]): void {
  if (cmd.type === "nextRound" || !events.some((e) => e.type === "roundEnd")) return;
  const target = "combatantId" in cmd ? cmd.combatantId : null;
  for (const c of pre.combatants) {
    if (!pre.order.includes(c.id) || c.id === target || c.id === pre.current) continue;
    if (!takesTurns(c.condition)) continue;
    is(c.delaying, false);
    atLeast(c.passedRound, pre.round);
  }
}

/** A turn begun in place (not stepped into) belongs to the first one down the order still to act. */
function checkTopToBottom(pre: IndividualState, cmd: IndividualCommand, events: TurnEvent[]): void {
  if (cmd.type !== "beginTurn" || !events.some((e) => e.type === "turnStart")) return;
  for (const id of pre.order) {
    if (id === cmd.combatantId) break;
    const c = pre.combatants.find((x) => x.id === id);
    if (c === undefined) continue;
    is(c.passedRound >= pre.round || c.delaying || !takesTurns(c.condition), true);
  }
}
