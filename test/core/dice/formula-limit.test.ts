import { describe, expect, it } from "vitest";
import { checkFormulaLimits, FORMULA_LIMITS, FORMULA_REFUSAL } from "../../../src/core/dice/formula-limit";
import { flatLang } from "../../support/lang";

const ok = (formula: unknown) => checkFormulaLimits(formula, "Club").ok;
const reasonOf = (formula: unknown, item = "Club") => {
  const checked = checkFormulaLimits(formula, item);
  return checked.ok ? null : checked.reason;
};

describe("a formula the GM will roll from a player's item", () => {
  it("accepts the rulebooks' formulas: dice, plus and minus, a flat number", () => {
    for (const formula of ["1d8", "2d4+1", "1d6 - 1", "3", "1d10+1d4", "d6", "1d2", "2d8+16"]) expect(ok(formula), formula).toBe(true);
  });

  it("refuses dice syntax beyond sums of NdM, and anything that is not text", () => {
    for (const formula of ["1d6*100", "1d20kh1", "1d6x", "(1d6)", "@attr", "1d6;2", "", "  ", "1d6+", null, 7, { d: 6 }]) {
      expect(reasonOf(formula)?.key, String(formula)).toBe(FORMULA_REFUSAL.notFormula);
    }
  });

  it("a thousand 999-dice terms are refused by length before anything is parsed", () => {
    expect(reasonOf("999d999+".repeat(1000) + "1")).toEqual({ key: FORMULA_REFUSAL.tooLong, data: { item: "Club", limit: FORMULA_LIMITS.length } });
  });

  it("names the limit broken: dice, faces, terms, flat bonus", () => {
    expect(reasonOf("999d999")).toEqual({ key: FORMULA_REFUSAL.tooManyDice, data: { item: "Club", count: 999, limit: 20 } });
    expect(reasonOf("10d6+11d6")).toEqual({ key: FORMULA_REFUSAL.tooManyDice, data: { item: "Club", count: 21, limit: 20 } });
    expect(reasonOf("1d101")).toEqual({ key: FORMULA_REFUSAL.tooManyFaces, data: { item: "Club", count: 101, limit: 100 } });
    expect(reasonOf("1d6+1+1+1+1+1+1+1+1")).toEqual({ key: FORMULA_REFUSAL.tooManyTerms, data: { item: "Club", count: 9, limit: 8 } });
    expect(reasonOf("1d6+101")).toEqual({ key: FORMULA_REFUSAL.flatTooLarge, data: { item: "Club", count: 101, limit: 100 } });
    expect(reasonOf("1d6-101")).toEqual({ key: FORMULA_REFUSAL.flatTooLarge, data: { item: "Club", count: -101, limit: 100 } });
  });

  it("right at every limit is still rolled", () => {
    expect(ok("20d100+100")).toBe(true);
    expect(ok("1d6+1+1+1+1+1+1+1")).toBe(true);
    expect(ok("1d6-100")).toBe(true);
  });

  it("a die of no face or one, or no dice, is no formula a table uses", () => {
    for (const formula of ["0d6", "2d1", "1d0"]) expect(reasonOf(formula)?.key, formula).toBe(FORMULA_REFUSAL.notFormula);
  });

  it("names at most 60 characters of the item, and every refusal has words", () => {
    expect(reasonOf("0d6", "x".repeat(100))?.data?.item).toBe("x".repeat(60));
    const lang = flatLang();
    for (const key of Object.values(FORMULA_REFUSAL)) expect(lang.get(key), key).toMatch(/\{item\}/);
  });
});
