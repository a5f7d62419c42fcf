/**
 * A delayer who goes down: seed 002 lets a delayer act "later in the round" only by stepping in;
 * falling instead gives that moment up. The first two tests replay, command by command, the shrunk
 * counterexamples fast-check found for "keeps every rule" in individual.property.test.ts.
 */
import { describe, expect, it } from "vitest";
import { canActNow } from "../../../src/core/turns/individual";
import type { IndividualCommand } from "../../../src/core/turns/individual";
import { GM, turnStarts } from "./sequence-fixtures";
import { begin, end, fight, playTurns, run } from "./individual-fixtures";

const delay = (id: string): IndividualCommand => ({ type: "delay", by: GM, combatantId: id });
const falls = (id: string, dying: boolean): IndividualCommand => ({ type: "fallUnconscious", by: GM, combatantId: id, dying });
const recover = (id: string): IndividualCommand => ({ type: "recover", by: GM, combatantId: id });
const rollOff = (id: string, roll: number): IndividualCommand => ({ type: "rollOff", by: GM, combatantId: id, roll });

describe("a delaying combatant who goes down", () => {
  it("a delaying combatant who falls dying gives up the delayed place; the round runs on below it (seed -2097759315)", () => {
    // c2 and c1 both total 3 and roll off (1 against 8): order c2, c1, c4 (2.01), c0 (1.00), c3 (0.-01).
    const start = fight([
      { id: "c0", bonus: 0, d20: 1 },
      { id: "c1", bonus: 0, d20: 3 },
      { id: "c2", bonus: 0, d20: 3 },
      { id: "c3", bonus: -1, d20: 1 },
      { id: "c4", bonus: 1, d20: 1 },
    ]).state;
    const fought = run(start, rollOff("c1", 1), rollOff("c2", 8), { type: "defeat", by: GM, combatantId: "c2" }, delay("c1"), falls("c1", true));
    expect(fought.state.order).toEqual(["c2", "c1", "c4", "c0", "c3"]);
    expect(fought.state.current).toBe("c4");
    expect(canActNow(fought.state)).toEqual(["c4"]); // no stepping in from the floor
    const rest = run(fought.state, begin("c4"), end("c4"), begin("c0"), end("c0"), begin("c3"), end("c3"));
    expect(turnStarts(rest.events)).toEqual([["c4"], ["c0"], ["c3"]]);
    expect(rest.events).toContainEqual({ type: "roundEnd", round: 1 });
    // Next round the dying c1 is up at its old place, for its death save.
    expect(rest.state.current).toBe("c1");
  });

  it("a delayer who falls dying gets no turn out of order this round, and its death save comes next round (seed -764359939)", () => {
    // Two fighters on 1.00: the roll-off ties at 1 and 1, then c0 rolls 1 and c1 rolls 2, so c1 is on top.
    const start = fight([
      { id: "c0", bonus: 0, d20: 1 },
      { id: "c1", bonus: 0, d20: 1 },
    ]).state;
    const fought = run(start, rollOff("c0", 1), rollOff("c1", 1), rollOff("c0", 1), rollOff("c1", 2), delay("c1"), falls("c1", true));
    expect(fought.state.order).toEqual(["c1", "c0"]);
    const rest = run(fought.state, begin("c0"), end("c0"));
    expect(turnStarts(rest.events)).toEqual([["c0"]]);
    expect(rest.events).toContainEqual({ type: "roundEnd", round: 1 });
    expect(rest.state.round).toBe(2);
    expect(rest.state.current).toBe("c1");
  });

  it("when only the delayer was left to act, its fall ends the round and its death save opens the next", () => {
    const s = run(fight([{ id: "A", bonus: 0, d20: 15 }, { id: "B", bonus: 0, d20: 5 }]).state, delay("A"), begin("B"), end("B")).state;
    expect(s.current).toBeNull(); // waiting on A to step in
    const r = run(s, falls("A", true));
    expect(r.events).toEqual([{ type: "roundEnd", round: 1 }, { type: "roundStart", round: 2 }]);
    expect(r.state.current).toBe("A");
  });

  it("a delayer knocked out and revived before anyone else acts still waits for next round, at its old place", () => {
    const three = fight([{ id: "A", bonus: 0, d20: 15 }, { id: "B", bonus: 0, d20: 10 }, { id: "C", bonus: 0, d20: 5 }]).state;
    const s = run(three, delay("A"), falls("A", false), recover("A")).state;
    expect(s.current).toBe("B");
    expect(canActNow(s)).toEqual(["B"]);
    const r = playTurns(s, 5);
    expect(turnStarts(r.events)).toEqual([["B"], ["C"], ["A"], ["B"], ["C"]]);
  });
});
