/**
 * Declared-action speed (seed 003): creatures coming into a fight after it started (surprised or not,
 * rolled in time or not) and creatures leaving it, as the GM sees them in the round and on the tracker.
 */
import { describe, expect, it } from "vitest";
import { canActNow, createDeclaredState } from "../../../src/core/turns/declared";
import type { DeclaredCommand, DeclaredState } from "../../../src/core/turns/declared";
import { declaredView } from "../../../src/core/turns/adapters/declared-view";
import { orderLine } from "./adapters/sequence-harness";
import { apply, declare, end, fight, joinCmd, lock, nextRound, resolveAll, run } from "./declared-fixtures";
import { GM, refusalOf, turnStarts } from "./sequence-fixtures";

const roll = (id: string, d12: number): DeclaredCommand => ({ type: "rollBase", by: GM, combatantIds: [id], d12 });
const leave = (id: string): DeclaredCommand => ({ type: "leave", by: GM, combatantId: id });
/** X on 3 and Y on 10; round 1, declarations open. */
const pair = () => fight([{ id: "X", agi: 0, d12: 3 }, { id: "Y", agi: 0, d12: 10 }]).state;

function roundOrder(s: DeclaredState): string[][] {
  const locked = run(s, lock());
  return turnStarts([...locked.events, ...resolveAll(locked.state).events]);
}

describe("declared: a surprised newcomer sits out the round it arrives in", () => {
  it("a surprised creature arriving while the others still roll is surprised in round 1 and acts from round 2", () => {
    const s = run(createDeclaredState(), joinCmd({ id: "X", agi: 0 }), { type: "start", by: GM }, joinCmd({ id: "V", agi: 0, surprised: true }), roll("X", 3), roll("V", 1)).state;
    expect(s.round).toBe(1);
    expect(refusalOf(apply, s, declare("V", 0))).toBe("FRAY.Turns.Refusal.SurprisedThisRound");
    const r1 = resolveAll(run(s, lock()).state).state;
    expect(roundOrder(run(r1, nextRound()).state)).toEqual([["V"], ["X"]]);
  });

  it("a surprised creature arriving in round 2 is surprised in round 2, not in round 1, and acts from round 3", () => {
    const r2 = run(resolveAll(run(pair(), lock()).state).state, nextRound()).state;
    const s = run(r2, joinCmd({ id: "V", agi: 0, surprised: true }), roll("V", 1)).state;
    expect(canActNow(s)).toEqual(["X", "Y"]);
    expect(refusalOf(apply, s, declare("V", 0))).toBe("FRAY.Turns.Refusal.SurprisedThisRound");
    expect(roundOrder(s)).toEqual([["X"], ["Y"]]);
    const r3 = run(resolveAll(run(s, lock()).state).state, nextRound()).state;
    expect(canActNow(r3)).toEqual(["X", "Y", "V"]);
  });
});

describe("declared: a newcomer whose d12 was not in by the lock", () => {
  it("declares once it has rolled, and acts this round if its moment is still ahead", () => {
    const s = run(pair(), joinCmd({ id: "N", agi: 0 }), lock()).state;
    expect(canActNow(s)).toEqual(["X"]);
    const rolled = run(s, roll("N", 6)).state;
    expect(canActNow(rolled)).toEqual(["X", "N"]);
    const declared = run(rolled, declare("N", 0));
    expect(declared.state.lateTurns).toEqual([]);
    expect(turnStarts(resolveAll(declared.state).events)).toEqual([["N"], ["Y"]]);
  });
});

describe("declared: a newcomer is late only in the round it arrived", () => {
  it("a newcomer from round 1, down at round 2's lock and coming round after it, waits for round 3 like everyone", () => {
    const r1 = run(pair(), lock(), joinCmd({ id: "N", agi: 0 }), roll("N", 12), declare("N", 0)).state;
    const r2 = run(resolveAll(r1).state, nextRound(), { type: "fallUnconscious", by: GM, combatantId: "N" }, lock(), { type: "recover", by: GM, combatantId: "N" }).state;
    expect(canActNow(r2)).toEqual(["X"]);
    expect(refusalOf(apply, r2, declare("N", 0))).toBe("FRAY.Turns.Refusal.DeclarationsLocked");
  });
});

describe("declared: declarations need a named action", () => {
  it("a declaration sent without an action is refused, not taken as an empty one", () => {
    const noAction = { type: "declare", by: GM, combatantId: "X", modifier: 0 } as unknown as DeclaredCommand;
    expect(refusalOf(apply, pair(), noAction)).toBe("FRAY.Turns.Refusal.InvalidText");
  });
});

describe("declared: leaving the fight", () => {
  it("a creature that leaves disappears from the round's order on the tracker", () => {
    const s = run(pair(), declare("X", 0), declare("Y", 0), lock()).state;
    expect(orderLine(declaredView(s))).toEqual(["X@3*", "Y@10"]);
    const left = run(s, leave("Y"));
    expect(left.events).toEqual([]);
    expect(orderLine(declaredView(left.state))).toEqual(["X@3*"]);
  });

  it("a late joiner that leaves before its catch-up turn is not shown owing one next round", () => {
    const s = run(pair(), lock(), end("X"), end("Y"), joinCmd({ id: "late", agi: 0 }), roll("late", 2), declare("late", 0)).state;
    expect(s.lateTurns).toHaveLength(1);
    const r2 = run(s, leave("late"), nextRound()).state;
    expect(orderLine(declaredView(r2))).toEqual([]);
    expect(roundOrder(r2)).toEqual([["X"], ["Y"]]);
  });

  it("while the bases are rolled, one still to roll leaving does not start the round if another is still to roll", () => {
    const s = run(createDeclaredState(), joinCmd({ id: "A", agi: 0 }), joinCmd({ id: "B", agi: 0 }), joinCmd({ id: "C", agi: 0 }), { type: "start", by: GM }, roll("A", 4)).state;
    const left = run(s, leave("B"));
    expect(left.events).toEqual([]);
    expect(left.state.phase).toBe("rolling");
    expect(run(left.state, roll("C", 7)).events).toEqual([{ type: "roundStart", round: 1 }]);
  });

  it("leaving or going down while declarations are open starts and ends nobody's turn", () => {
    expect(run(pair(), leave("Y")).events).toEqual([]);
    expect(run(pair(), { type: "defeat", by: GM, combatantId: "Y" }).events).toEqual([]);
    expect(canActNow(run(pair(), leave("Y")).state)).toEqual(["X"]);
  });
});
