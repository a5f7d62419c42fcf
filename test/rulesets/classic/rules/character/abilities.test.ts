import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { abilityModifier, CLASSIC_ABILITIES, readAbilityModifier, readAbilityScore } from "../../../../../src/rulesets/classic/rules/character/abilities";

describe("ability scores and modifiers", () => {
  it("six abilities: STR, DEX, CON, INT, WIS, CHA", () => {
    expect(CLASSIC_ABILITIES).toEqual(["str", "dex", "con", "int", "wis", "cha"]);
  });

  it("18 Strength gives +4 (the straight sword's 1d8+4); 10 and 11 give +0; 9 gives −1; 7 gives −2; 1 gives −5", () => {
    expect([18, 10, 11, 12, 9, 8, 7, 1, 20].map(abilityModifier)).toEqual([4, 0, 0, 1, -1, -1, -2, -5, 5]);
  });

  it("one more point never lowers the modifier, and two points raise it by exactly one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (score) => {
        expect(abilityModifier(score + 1)).toBeGreaterThanOrEqual(abilityModifier(score));
        expect(abilityModifier(score + 2)).toBe(abilityModifier(score) + 1);
      }),
      { numRuns: runs(100) },
    );
  });

  it("reads a stored score as .score, .value or a bare number", () => {
    expect(readAbilityScore({ abilities: { str: { score: 18 } } }, "str")).toBe(18);
    expect(readAbilityScore({ abilities: { str: { value: 16 } } }, "str")).toBe(16);
    expect(readAbilityScore({ abilities: { str: 14 } }, "str")).toBe(14);
    expect(readAbilityModifier({ abilities: { dex: { score: 14 } } }, "dex")).toBe(2);
  });

  it("a broken sheet still rolls: missing or malformed scores read as 10", () => {
    expect(readAbilityScore({}, "str")).toBe(10);
    expect(readAbilityScore({ abilities: null }, "str")).toBe(10);
    expect(readAbilityScore({ abilities: 3 }, "str")).toBe(10);
    expect(readAbilityScore({ abilities: { str: "18" } }, "str")).toBe(10);
    expect(readAbilityScore({ abilities: { str: null } }, "str")).toBe(10);
    expect(readAbilityScore({ abilities: { str: { score: 1.5, value: "x" } } }, "str")).toBe(10);
    expect(readAbilityScore({ abilities: { str: { score: "x", value: 12 } } }, "str")).toBe(12);
    expect(readAbilityScore({ abilities: { dex: 18 } }, "str")).toBe(10);
  });
});
