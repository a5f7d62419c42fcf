import { describe, expect, it } from "vitest";
import { agilityModifier, factionsInitiativeStats } from "../../../../../src/rulesets/factions/rules/character/initiative";
import { readScore } from "../../../../../src/rulesets/factions/rules/character/scores";

describe("what the turn engines read from a factions actor", () => {
  it("Balthasar, WIT 12 and AGI 14: WIT 12 meets a fast-action threshold of 9; AGI gives +2 elsewhere", () => {
    expect(factionsInitiativeStats({ scores: { str: 9, agi: 14, wit: 12 } })).toEqual({ initiativeBonus: 2, dexMod: 2, agilityModifier: 2, wit: 12 });
  });

  it.each([
    [10, 0],
    [11, 0],
    [9, -1],
    [7, -2],
    [18, 4],
    [1, -5],
  ])("AGI %i reads as %i", (agility, modifier) => {
    expect(agilityModifier(agility)).toBe(modifier);
  });

  it("a sheet with no scores, or damaged ones, reads 10s", () => {
    expect(factionsInitiativeStats({})).toEqual({ initiativeBonus: 0, dexMod: 0, agilityModifier: 0, wit: 10 });
    expect(readScore({ scores: null }, "wit")).toBe(10);
    expect(readScore({ scores: { wit: "12" } }, "wit")).toBe(10);
    expect(readScore({ scores: { wit: 12.5 } }, "wit")).toBe(10);
    expect(readScore({ scores: { wit: 0 } }, "wit")).toBe(10);
    expect(readScore({ scores: { wit: 21 } }, "wit")).toBe(10);
    expect(readScore({ scores: { wit: 1 } }, "wit")).toBe(1);
    expect(readScore({ scores: { wit: 20 } }, "wit")).toBe(20);
  });
});
