import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { attributeModifier, DECLARED_ATTRIBUTES, effectiveModifier, effectiveScore } from "../../../../../src/rulesets/declared/rules/creature/attributes";

describe("attribute scores and their modifiers", () => {
  it("the chapter's six attributes, the injury table's Dexterity among them", () => {
    expect([...DECLARED_ATTRIBUTES].sort()).toEqual(["agility", "dexterity", "insight", "memory", "perception", "strength"]);
  });

  it("the modifier is floor((score − 10) / 2): 10 and 11 give +0, 14 gives +2, 16 gives +3, 9 gives −1, 7 gives −2, 0 gives −5", () => {
    expect([10, 11, 14, 15, 16, 9, 8, 7, 3, 0, 18].map(attributeModifier)).toEqual([0, 0, 2, 2, 3, -1, -1, -2, -4, -5, 4]);
  });

  it("Agility damage lowers the score the rules read: Agility 14 with 4 damage counts as 10, modifier +0", () => {
    expect(effectiveScore({ score: 14, damage: 4 })).toBe(10);
    expect(effectiveModifier({ score: 14, damage: 4 })).toBe(0);
    expect(effectiveModifier({ score: 14, damage: 0 })).toBe(2);
  });

  it("damage beyond the score leaves it at 0, never below (a shattered hip on Agility 9)", () => {
    expect(effectiveScore({ score: 9, damage: 16 })).toBe(0);
    expect(effectiveModifier({ score: 9, damage: 16 })).toBe(-5);
  });

  it("a negative damage entry heals nothing above the rolled score", () => {
    expect(effectiveScore({ score: 12, damage: -3 })).toBe(12);
  });

  it("more damage never raises the score, and the score stays between 0 and the rolled one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 10 }), (score, damage, more) => {
        const now = effectiveScore({ score, damage });
        expect(effectiveScore({ score, damage: damage + more })).toBeLessThanOrEqual(now);
        expect(now).toBeGreaterThanOrEqual(0);
        expect(now).toBeLessThanOrEqual(score);
      }),
      { numRuns: runs(200) },
    );
  });
});
