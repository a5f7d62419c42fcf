import { describe, expect, it } from "vitest";
import type { Reason } from "../../../src/core/turns/engine";
import { HISTORY_LIMIT } from "../../../src/core/turns/history";
import { GM, R, run } from "./helpers";
import { engine, roll, rolled, started, turn } from "./side-initiative-fixtures";

/** Roll totals come back from Foundry as commands; side initiative (1d8, the party +2) shows the shared checks. */
const reasonOf = (out: ReturnType<typeof engine.apply>): Reason | "accepted" => (out.ok ? "accepted" : out.reason);

describe("a requested roll's total is checked against its formula", () => {
  it("a total outside the formula is refused, telling the GM the range it can make", () => {
    const { state } = started();
    expect(reasonOf(engine.apply(state, roll("party", 11)))).toEqual({ key: R("RollOutOfRange"), data: { min: 3, max: 10 } });
    expect(reasonOf(engine.apply(state, roll("goblins", 0)))).toEqual({ key: R("RollOutOfRange"), data: { min: 1, max: 8 } });
    expect(reasonOf(engine.apply(state, roll("party", 3)))).toBe("accepted");
    expect(reasonOf(engine.apply(state, roll("party", 10)))).toBe("accepted");
  });
  it("a die shows whole numbers: a fractional total is refused even within the range", () => {
    expect(reasonOf(engine.apply(started().state, roll("goblins", 4.5)))).toEqual({ key: R("RollOutOfRange"), data: { min: 1, max: 8 } });
  });
  it("a roll nobody asked for is refused, naming what it was for", () => {
    expect(reasonOf(engine.apply(started().state, roll("goblins", 4, "rollOff")))).toEqual({ key: R("NoRollPending"), data: { purpose: "rollOff" } });
    // Each side rolls once: a second initiative total for the goblins answers nothing.
    const once = run(engine, started().state, roll("goblins", 4)).state;
    expect(reasonOf(engine.apply(once, roll("goblins", 5)))).toEqual({ key: R("NoRollPending"), data: { purpose: "initiative" } });
  });
});

describe("undo keeps earlier states, each without its own history", () => {
  it("so a long fight's record grows by one state per command, up to the limit", () => {
    // The start, three initiative rolls, then Ann's and Ben's turns (two commands each).
    const s = run(engine, rolled().state, ...turn("ann"), ...turn("ben")).state;
    expect(s.history.length).toBe(Math.min(HISTORY_LIMIT, 1 + 3 + 4));
    expect(s.history.every((earlier) => earlier.history.length === 0)).toBe(true);
    expect(run(engine, s, { type: "undo", by: GM }).state.history.length).toBe(s.history.length - 1);
  });
});
