import { describe, expect, it } from "vitest";
import { ABSURD_DAMAGE, checkDamageFormula } from "../../../../../src/rulesets/sides/rules/combat/damage-formula-check";

const ok = (formula: unknown) => checkDamageFormula(formula, "Club").ok;

describe("a weapon's damage formula the GM will roll", () => {
  it("accepts the rulebook's formulas: dice, plus and minus, a flat number", () => {
    for (const formula of ["1d8", "2d4+1", "1d6 - 1", "3", "1d10+1d4", "d6"]) expect(ok(formula), formula).toBe(true);
  });

  it("refuses dice syntax beyond sums of NdM, and anything that is not text", () => {
    for (const formula of ["1d6*100", "1d20kh1", "1d6x", "(1d6)", "@attr", "1d6;2", "", "  ", "1d6+", null, 7, { d: 6 }]) {
      expect(ok(formula), String(formula)).toBe(false);
    }
  });

  it("refuses absurd sizes: too many dice, too many faces, a huge flat part, a 0-die or 1-face term, a very long text", () => {
    for (const formula of ["21d6", "10d6+11d6", "1d101", "1d6+101", "1d6-101", "0d6", "2d1", `1d6${"+1".repeat(30)}`]) {
      expect(ok(formula), formula).toBe(false);
    }
    expect(ok("20d100+100")).toBe(true);
  });

  it("names the weapon in its reason", () => {
    expect(checkDamageFormula("999d999", "Club")).toEqual({ ok: false, reason: { key: ABSURD_DAMAGE, data: { weapon: "Club" } } });
  });
});
