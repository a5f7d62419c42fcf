/** The sheet's "this round" panel: what a classic creature has left of its turn and round. */
import { describe, expect, it } from "vitest";
import { classicEconomy, type ClassicBudget } from "../../../../../src/rulesets/classic/rules/actions/budget";
import { classicBudgetLeft } from "../../../../../src/rulesets/classic/rules/actions/budget-left";

const budget = (over: Partial<ClassicBudget>): ClassicBudget => ({ ...classicEconomy.fresh(), ...over });

describe("what a classic creature has left this round", () => {
  it("a fighter at +11/+6/+1 who has done nothing has everything, three attacks among it", () => {
    expect(classicBudgetLeft(budget({}), 3)).toEqual({
      move: true,
      standard: true,
      attacksLeft: 3,
      swift: true,
      fiveFootStep: true,
      fullRound: true,
      immediate: true,
      immediateLock: null,
    });
  });

  it("after two of his three attacks one is left, no standard action proper and no full-round action", () => {
    const left = classicBudgetLeft(budget({ standard: "attacks", attacks: 2 }), 3);
    expect([left.attacksLeft, left.standard, left.fullRound, left.move]).toEqual([1, false, false, true]);
  });

  it("more attacks spent than the curve gives (the BAB fell) leaves none, never fewer", () => {
    expect(classicBudgetLeft(budget({ standard: "attacks", attacks: 3 }), 2).attacksLeft).toBe(0);
  });

  it("a standard action given up for a second move leaves no attacks and, both moves taken, no move", () => {
    const left = classicBudgetLeft(budget({ standard: "move", moves: 2 }), 2);
    expect([left.attacksLeft, left.standard, left.move]).toEqual([0, false, false]);
  });

  it("a 5-foot step taken is gone for the turn; the swift action likewise", () => {
    const left = classicBudgetLeft(budget({ moves: 1, fiveFootStep: true, swift: true }), 1);
    expect([left.fiveFootStep, left.swift, left.move]).toEqual([false, false, true]);
  });

  it("a full-round action leaves nothing of the turn", () => {
    const left = classicBudgetLeft(budget({ standard: "fullRound" }), 1);
    expect([left.move, left.standard, left.attacksLeft, left.swift, left.fiveFootStep, left.fullRound]).toEqual([false, false, 0, false, false, false]);
  });

  it("after an attack of opportunity the immediate is spent and locked to that kind", () => {
    const left = classicBudgetLeft(budget({ immediates: 1, immediateLock: "opportunity" }), 1);
    expect([left.immediate, left.immediateLock]).toEqual([false, "opportunity"]);
  });

  it("a lock carried into a new round still leaves its own kind open", () => {
    const left = classicBudgetLeft(budget({ immediates: 0, immediateLock: "counterspell" }), 1);
    expect([left.immediate, left.immediateLock]).toEqual([true, "counterspell"]);
  });

  it("Battle Prowess: with two attacks of opportunity a round, one made leaves the immediate open; two made close it", () => {
    const afterOne = budget({ immediates: 1, immediateLock: "opportunity" });
    expect([classicBudgetLeft(afterOne, 1, 2).immediate, classicBudgetLeft(afterOne, 1).immediate]).toEqual([true, false]);
    expect(classicBudgetLeft(budget({ immediates: 2, immediateLock: "opportunity" }), 1, 2).immediate).toBe(false);
  });

  it("Battle Prowess opens no second counterspell: a counterspell still locks the round's immediate", () => {
    expect(classicBudgetLeft(budget({ immediates: 1, immediateLock: "counterspell" }), 1, 3).immediate).toBe(false);
  });
});
