import { describe, expect, it } from "vitest";
import { formulaMax, formulaMin, parseFormula, withBonus } from "../../../src/core/dice/formula";

describe("Reading a dice formula's bounds", () => {
  it("reads 1d8, 2d4+1 and 1d6-1", () => {
    expect([formulaMin("1d8"), formulaMax("1d8")]).toEqual([1, 8]);
    expect([formulaMin("2d4+1"), formulaMax("2d4+1")]).toEqual([3, 9]);
    expect(formulaMax("1d6-1")).toBe(5);
    expect(formulaMax("d6 + 1d4")).toBe(10);
  });
  it("rejects what is not a formula", () => {
    expect(parseFormula("sword")).toBeNull();
    expect(parseFormula("")).toBeNull();
    expect(() => formulaMax("1d")).toThrow();
  });
});

describe("Writing a formula with a bonus", () => {
  it("adds or subtracts the bonus, and leaves the base alone for none", () => {
    expect(withBonus("1d20", 3)).toBe("1d20+3");
    expect(withBonus("1d12", -2)).toBe("1d12-2");
    expect(withBonus("1d8", 0)).toBe("1d8");
  });
  it("spaced, as the attack card's d20 is written", () => {
    expect(withBonus("1d20", 3, true)).toBe("1d20 + 3");
    expect(withBonus("1d20", -1, true)).toBe("1d20 - 1");
  });
  it("writes a formula whose bounds are the base's moved by the bonus", () => {
    for (const bonus of [-3, 0, 4]) {
      const written = withBonus("2d6", bonus);
      expect([formulaMin(written), formulaMax(written)]).toEqual([2 + bonus, 12 + bonus]);
    }
  });
});

describe("What counts as a dice formula", () => {
  it("reads upper-case dice, several dice terms, flat terms and spaces", () => {
    expect(parseFormula(" 2D6 + 1d4 - 2 + 3 ")).toEqual({ dice: [{ count: 2, faces: 6 }, { count: 1, faces: 4 }], flat: 1 });
    expect(parseFormula("d8")).toEqual({ dice: [{ count: 1, faces: 8 }], flat: 0 });
    expect([formulaMin("1d1"), formulaMax("1d1")]).toEqual([1, 1]);
    expect(parseFormula("-3")).toEqual({ dice: [], flat: -3 });
    expect([formulaMin("4"), formulaMax("4")]).toEqual([4, 4]);
    expect([formulaMin("10d12+15"), formulaMax("10d12+15")]).toEqual([25, 135]);
  });
  it("refuses subtracted dice, dice with no faces and stray signs or words", () => {
    for (const text of ["1d6-1d4", "-1d6", "1d0", "1d6+", "+", "1d6++1", "1d6+x", "1dd6", "2d6 fire", "   "]) expect(parseFormula(text), text).toBeNull();
  });
  it("the lowest roll of several dice counts each die's 1", () => {
    expect([formulaMin("3d6-2"), formulaMax("3d6-2")]).toEqual([1, 16]);
    expect(() => formulaMin("sword")).toThrow('Not a dice formula: "sword"');
  });
});
