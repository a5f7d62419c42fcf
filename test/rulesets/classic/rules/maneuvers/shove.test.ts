import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveShove, shoveMaxDistanceFeet } from "../../../../../src/rulesets/classic/rules/maneuvers/shove";
import { runs } from "../../../../support/fixed-seed";

describe("a shove 5 ft plus 5 ft per 5 over", () => {
  it.each([
    [1, 5],
    [4, 5],
    [5, 10],
    [9, 10],
    [10, 15],
    [17, 20],
  ])("winning by %i pushes up to %i ft", (margin, feet) => {
    expect(shoveMaxDistanceFeet(margin)).toBe(feet);
  });

  it("a Strength roll of 22 against 14 pushes up to 10 ft; a loss pushes nothing; a tie rolls again", () => {
    expect(resolveShove(22, 14)).toEqual({ outcome: "succeeded", maxDistanceFeet: 10 });
    expect(resolveShove(14, 22)).toMatchObject({ outcome: "failed" });
    expect(resolveShove(14, 14)).toEqual({ outcome: "reroll" });
  });

  it("always pushes at least 5 ft, in whole squares, farther for a bigger margin", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), (margin) => {
        const feet = shoveMaxDistanceFeet(margin);
        expect(feet).toBeGreaterThanOrEqual(5);
        expect(feet % 5).toBe(0);
        expect(shoveMaxDistanceFeet(margin + 1)).toBeGreaterThanOrEqual(feet);
      }),
      { numRuns: runs(100) },
    );
  });
});
