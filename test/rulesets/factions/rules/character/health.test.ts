import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { runs } from "../../../../support/fixed-seed";
import { atHalfHealthOrLess, healed, isIncapacitatedAt } from "../../../../../src/rulesets/factions/rules/character/health";

describe("health", () => {
  it("at 0 a character is incapacitated, at 1 it still fights", () => {
    expect(isIncapacitatedAt({ value: 0, max: 6 })).toBe(true);
    expect(isIncapacitatedAt({ value: 1, max: 6 })).toBe(false);
  });

  it("a lone character at half health or less checks morale: 3 of 6 and 2 of 5 do, 4 of 6 and 3 of 5 do not", () => {
    expect(atHalfHealthOrLess({ value: 3, max: 6 })).toBe(true);
    expect(atHalfHealthOrLess({ value: 4, max: 6 })).toBe(false);
    expect(atHalfHealthOrLess({ value: 3, max: 5 })).toBe(false);
    expect(atHalfHealthOrLess({ value: 2, max: 5 })).toBe(true);
  });

  it("healing 4 at 1 of 6 gives 5, still standing", () => {
    expect(healed({ value: 1, max: 6 }, 4)).toEqual({ health: { value: 5, max: 6 }, gained: 4, stoodUp: false });
  });

  it("healing stops at the maximum: 5 rolled at 4 of 6 gains 2", () => {
    expect(healed({ value: 4, max: 6 }, 5)).toEqual({ health: { value: 6, max: 6 }, gained: 2, stoodUp: false });
  });

  it("an incapacitated character healed above 0 stands up", () => {
    expect(healed({ value: 0, max: 6 }, 3)).toEqual({ health: { value: 3, max: 6 }, gained: 3, stoodUp: true });
    expect(healed({ value: 0, max: 6 }, 0)).toEqual({ health: { value: 0, max: 6 }, gained: 0, stoodUp: false });
  });

  it("health stays between 0 and the maximum, and healing never hurts (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: -5, max: 60 }), (max, value, amount) => {
        const start = Math.min(value, max);
        const result = healed({ value: start, max }, amount);
        expect(result.health.value).toBeGreaterThanOrEqual(start);
        expect(result.health.value).toBeLessThanOrEqual(max);
        expect(result.gained).toBe(result.health.value - start);
      }),
      { numRuns: runs(200) },
    );
  });
});
