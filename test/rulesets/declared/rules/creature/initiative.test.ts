import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { baseInitiativeFormula, declaredInitiativeStats } from "../../../../../src/rulesets/declared/rules/creature/initiative";
import { readAttribute } from "../../../../../src/rulesets/declared/rules/creature/read-attributes";

const withAgility = (agility: unknown) => ({ attributes: { strength: { score: 15, damage: 0 }, agility } });

describe("Base Initiative: d12 minus the Agility modifier (and Agility under the other turn structures)", () => {
  it("AGI +2 rolls 1d12−2", () => {
    expect(baseInitiativeFormula(2)).toBe("1d12-2");
  });

  it("AGI −1 rolls 1d12+1", () => {
    expect(baseInitiativeFormula(-1)).toBe("1d12+1");
  });

  it("AGI +0 rolls a plain 1d12", () => {
    expect(baseInitiativeFormula(0)).toBe("1d12");
  });

  it("the engine reads the Agility modifier of the stored score: Agility 15 is +2, so it rolls 1d12−2", () => {
    const stats = declaredInitiativeStats(withAgility({ score: 15, damage: 0 }));
    expect(stats.agilityModifier).toBe(2);
    expect(baseInitiativeFormula(stats.agilityModifier)).toBe("1d12-2");
  });

  it("under another turn structure Agility still decides: Agility 15 adds +2 to the d20 and to the side's roll, and meets a fast-action threshold of 15", () => {
    expect(declaredInitiativeStats(withAgility({ score: 15, damage: 0 }))).toEqual({ initiativeBonus: 2, dexMod: 2, agilityModifier: 2, wit: 15 });
  });

  it("Agility damage counts there too: Agility 15 with 6 damage adds −1 and compares 9 with the threshold", () => {
    expect(declaredInitiativeStats(withAgility({ score: 15, damage: 6 }))).toEqual({ initiativeBonus: -1, dexMod: -1, agilityModifier: -1, wit: 9 });
  });

  it("Agility damage slows the creature: Agility 15 with 6 damage reads as 9, −1, so 1d12+1", () => {
    expect(declaredInitiativeStats(withAgility({ score: 15, damage: 6 })).agilityModifier).toBe(-1);
  });

  it("a score stored as a bare number or under value reads the same", () => {
    expect(declaredInitiativeStats(withAgility(17)).agilityModifier).toBe(3);
    expect(declaredInitiativeStats(withAgility({ value: 6, damage: 2 })).agilityModifier).toBe(-3);
    expect(readAttribute(withAgility({ score: 16, value: 4, damage: 1 }), "agility")).toEqual({ score: 16, damage: 1 });
  });

  it("missing or broken data reads as an undamaged 10 (modifier +0) rather than failing", () => {
    for (const system of [{}, { attributes: null }, { attributes: "x" }, withAgility(undefined), withAgility("14"), withAgility({ score: 13.5 })]) {
      expect(declaredInitiativeStats(system)).toEqual({ initiativeBonus: 0, dexMod: 0, agilityModifier: 0, wit: 10 });
    }
    expect(readAttribute(withAgility({ score: 14, damage: "3" }), "agility")).toEqual({ score: 14, damage: 0 });
    expect(readAttribute(withAgility(null), "agility")).toEqual({ score: 10, damage: 0 });
  });

  it("reads the attribute asked for, not another", () => {
    expect(readAttribute(withAgility(12), "strength")).toEqual({ score: 15, damage: 0 });
    expect(readAttribute(withAgility(12), "memory")).toEqual({ score: 10, damage: 0 });
  });

  it("a better Agility never rolls a worse (higher) Base Initiative range", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (a, b) => {
        const low = Math.min(a, b);
        const high = Math.max(a, b);
        const modifier = (score: number) => declaredInitiativeStats(withAgility(score)).agilityModifier;
        expect(modifier(high)).toBeGreaterThanOrEqual(modifier(low));
        expect(Number.isInteger(modifier(high))).toBe(true);
        // Every structure reads the same Agility: the d20 bonus and the side's bonus are that modifier, and WIT the score.
        const stats = declaredInitiativeStats(withAgility(high));
        expect([stats.initiativeBonus, stats.dexMod, stats.wit]).toEqual([modifier(high), modifier(high), high]);
      }),
      { numRuns: runs(200) },
    );
  });
});
