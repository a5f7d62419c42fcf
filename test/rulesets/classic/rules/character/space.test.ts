import { describe, expect, it } from "vitest";
import { CLASSIC_SIZES } from "../../../../../src/rulesets/classic/rules/character/size";
import { spaceInSquares } from "../../../../../src/rulesets/classic/rules/character/space";

describe("space", () => {
  it("Small characters take up 5 ft. by 5 ft. as well: one square for everything up to Medium", () => {
    expect(spaceInSquares("small")).toBe(1);
    expect(spaceInSquares("medium")).toBe(1);
    expect(spaceInSquares("tiny")).toBe(1);
  });

  it("larger creatures fill more squares a side: Large 2, Huge 3, Gargantuan 4, Colossal 6", () => {
    expect(CLASSIC_SIZES.map(spaceInSquares)).toEqual([1, 1, 1, 1, 1, 2, 3, 4, 6]);
  });
});
