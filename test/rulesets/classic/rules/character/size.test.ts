import { describe, expect, it } from "vitest";
import { CLASSIC_SIZES, readSize, sizeAttackModifier, sizeManeuverModifier, sizeStepsBetween } from "../../../../../src/rulesets/classic/rules/character/size";

describe("size and size modifiers", () => {
  it("nine sizes, smallest to largest", () => {
    expect(CLASSIC_SIZES).toEqual(["fine", "diminutive", "tiny", "small", "medium", "large", "huge", "gargantuan", "colossal"]);
  });

  it("to attack and AC size helps the small: Fine +8, Diminutive +4, Tiny +2, Small +1, Medium 0, Large −1, Huge −2, Gargantuan −4, Colossal −8", () => {
    expect(CLASSIC_SIZES.map(sizeAttackModifier)).toEqual([8, 4, 2, 1, 0, -1, -2, -4, -8]);
  });

  it("to grapples and maneuvers size helps the big: Small −1, Large +1, Colossal +8", () => {
    expect(CLASSIC_SIZES.map(sizeManeuverModifier)).toEqual([-8, -4, -2, -1, 0, 1, 2, 4, 8]);
    expect(Object.is(sizeManeuverModifier("medium"), 0)).toBe(true);
  });

  it("swallow whole needs three sizes: Huge is three above Small, Large is only two", () => {
    expect(sizeStepsBetween("huge", "small")).toBe(3);
    expect(sizeStepsBetween("large", "small")).toBe(2);
    expect(sizeStepsBetween("small", "huge")).toBe(-3);
  });

  it("a stored size that is missing or unknown reads as Medium", () => {
    expect(readSize("large")).toBe("large");
    expect(readSize("enormous")).toBe("medium");
    expect(readSize(undefined)).toBe("medium");
  });
});
