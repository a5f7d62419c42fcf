import { describe, expect, it } from "vitest";
import { GRAPPLE_SHOT_FORMULA, grappleShotLabel, grappleShotTarget } from "../../../../../src/rulesets/classic/rules/attack/grapple-shot";
import { CLASSIC_GRAPPLE_SHOT } from "../../../../../src/rulesets/classic/rules/attack/labels";

describe("shooting at two grappling characters: 50% to strike the other one", () => {
  it("the shell rolls a d%", () => {
    expect(GRAPPLE_SHOT_FORMULA).toBe("1d100");
  });

  it("01–50 goes to the intended target, 51–100 to the other", () => {
    expect(grappleShotTarget(1)).toBe("intended");
    expect(grappleShotTarget(50)).toBe("intended");
    expect(grappleShotTarget(51)).toBe("other");
    expect(grappleShotTarget(100)).toBe("other");
  });

  it("the card names who was struck", () => {
    expect(grappleShotLabel("intended")).toBe(CLASSIC_GRAPPLE_SHOT.intended);
    expect(grappleShotLabel("other")).toBe(CLASSIC_GRAPPLE_SHOT.other);
  });
});
