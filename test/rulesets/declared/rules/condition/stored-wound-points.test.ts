import { describe, expect, it } from "vitest";
import { storedWoundPoints } from "../../../../../src/rulesets/declared/rules/condition/stored-wound-points";

describe("the Wound Points the sheet keeps after a loss", () => {
  it("death at −15 with Strength 15: a loss to −18 is stored as −15", () => {
    expect(storedWoundPoints(-18, 15)).toBe(-15);
  });

  it("above the death threshold the value is kept as it is", () => {
    expect(storedWoundPoints(-3, 15)).toBe(-3);
    expect(storedWoundPoints(4, 15)).toBe(4);
  });

  it("a creature whose Strength is gone dies at 0 and is stored at 0", () => {
    expect(storedWoundPoints(-2, 0)).toBe(0);
  });

  it("never below −30, the lowest threshold a score of 30 gives", () => {
    expect(storedWoundPoints(-40, 40)).toBe(-30);
  });
});
