import { describe, expect, it } from "vitest";
import { attackCurve, iterativeAttacks, MAX_ATTACKS } from "../../../../../src/rulesets/classic/rules/character/base-attack";

describe("base attack bonus and iterative attacks", () => {
  it("+11/+6/+1: a +11 base attack bonus gives a second attack at +6 and a third at +1", () => {
    expect(iterativeAttacks(11)).toEqual([11, 6, 1]);
    expect(attackCurve(11)).toBe("+11/+6/+1");
  });

  it("only more than +5 gives another attack: +5 attacks once, +6 twice", () => {
    expect(iterativeAttacks(5)).toEqual([5]);
    expect(iterativeAttacks(6)).toEqual([6, 1]);
    expect(iterativeAttacks(10)).toEqual([10, 5]);
    expect(iterativeAttacks(0)).toEqual([0]);
  });

  it("never more than four attacks: +20 gives +20/+15/+10/+5, +25 still four", () => {
    expect(MAX_ATTACKS).toBe(4);
    expect(iterativeAttacks(16)).toEqual([16, 11, 6, 1]);
    expect(iterativeAttacks(20)).toEqual([20, 15, 10, 5]);
    expect(iterativeAttacks(25)).toEqual([25, 20, 15, 10]);
  });

  it("writes a negative bonus with its own sign", () => {
    expect(attackCurve(-1)).toBe("-1");
    expect(attackCurve(0)).toBe("+0");
    expect(attackCurve(7)).toBe("+7/+2");
  });
});
