import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../support/fixed-seed";
import { teamsInitiativeStats } from "../../../../src/rulesets/teams/rules/initiative-stats";

const rated = (dexterity: string, perception: string, awareness: string) => ({
  attributes: { strength: "d6", dexterity, intellect: "d4", perception, willpower: "d4" },
  skills: { combat: "d6", athletics: "d4", awareness },
});

describe("what the turn structures read from a teams actor", () => {
  it("dexterity counts as its average roll rounded down: d4 2, d6 3, d8 4, d10 5, d12 6", () => {
    const bonus = (die: string) => teamsInitiativeStats(rated(die, "d4", "d4")).initiativeBonus;
    expect(["d4", "d6", "d8", "d10", "d12"].map(bonus)).toEqual([2, 3, 4, 5, 6]);
  });

  it("side initiative and declared speed read the same dexterity as individual initiative", () => {
    expect(teamsInitiativeStats(rated("d8", "d4", "d4"))).toMatchObject({ initiativeBonus: 4, dexMod: 4, agilityModifier: 4 });
  });

  it("WIT is the most a perception + awareness test can roll: d8 + d6 = 14", () => {
    expect(teamsInitiativeStats(rated("d4", "d8", "d6")).wit).toBe(14);
  });

  it("an actor with no ratings (or damaged ones) counts as d4 everywhere instead of failing", () => {
    const unrated = { initiativeBonus: 2, dexMod: 2, agilityModifier: 2, wit: 8 };
    expect(teamsInitiativeStats({})).toEqual(unrated);
    expect(teamsInitiativeStats({ attributes: null, skills: "d12" })).toEqual(unrated);
    expect(teamsInitiativeStats(rated("d7", "12", "d20"))).toEqual(unrated);
  });

  it("whatever is stored, every number is a whole number the engines accept", () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const stats = teamsInitiativeStats(typeof stored === "object" && stored !== null ? stored : {});
        for (const value of Object.values(stats)) expect(Number.isInteger(value)).toBe(true);
        expect(stats.initiativeBonus).toBeGreaterThanOrEqual(2);
        expect(stats.wit).toBeGreaterThanOrEqual(8);
      }),
      { numRuns: runs(200) },
    );
  });
});
