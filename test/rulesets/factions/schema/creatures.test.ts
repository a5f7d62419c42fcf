import { describe, expect, it } from "vitest";
import { initialData } from "../../../../src/core/schema/spec";
import { validateData } from "../../../../src/core/schema/validate";
import { characterSchema } from "../../../../src/rulesets/factions/schema/character";
import { monsterSchema } from "../../../../src/rulesets/factions/schema/monster";
import { factionsInitiativeStats } from "../../../../src/rulesets/factions/rules/character/initiative";
import { readScore } from "../../../../src/rulesets/factions/rules/character/scores";

describe("a new factions character", () => {
  it("has STR, AGI and WIT 10, 6 of 6 health, no armour of its own, is not immune to fear, and names no faction", () => {
    const hero = initialData(characterSchema);
    expect(hero).toEqual({ schemaVersion: 1, scores: { str: 10, agi: 10, wit: 10 }, health: { value: 6, max: 6 }, armour: 0, immuneToFear: false, faction: "", notes: "", background: "" });
    expect(validateData(characterSchema, hero)).toEqual([]);
  });

  it("its stored scores are what the turn engines and saves read", () => {
    const sybilla = { ...initialData(characterSchema), scores: { str: 8, agi: 13, wit: 6 } };
    expect(factionsInitiativeStats(sybilla)).toEqual({ initiativeBonus: 1, dexMod: 1, agilityModifier: 1, wit: 6 });
    expect(readScore(sybilla, "str")).toBe(8);
  });

  it.each([
    ["scores.wit", { scores: { str: 10, agi: 10, wit: 21 } }, "21 is above the maximum 20"],
    ["scores.str", { scores: { str: 0, agi: 10, wit: 10 } }, "0 is below the minimum 1"],
    ["health.value", { health: { value: -1, max: 6 } }, "-1 is below the minimum 0"],
    ["health.max", { health: { value: 0, max: 0 } }, "0 is below the minimum 1"],
    ["armour", { armour: 11 }, "11 is above the maximum 10"],
  ])("refuses %s out of range", (path, data, problem) => {
    expect(validateData(characterSchema, data)).toEqual([{ path: `system.${path}`, problem }]);
  });
});

describe("a new factions stat block", () => {
  it("is a creature like a character, usually met alone; no background", () => {
    const wolf = initialData(monsterSchema);
    expect(wolf).toMatchObject({ scores: { str: 10, agi: 10, wit: 10 }, health: { value: 6, max: 6 }, armour: 0, immuneToFear: false, faction: "", groupSize: 1 });
    expect("background" in wolf).toBe(false);
  });

  it("a pack of 6 wolves with hide armour 1, immune to fear, fighting for 'Wolves'", () => {
    const wolves = { ...initialData(monsterSchema), groupSize: 6, armour: 1, immuneToFear: true, faction: "Wolves" };
    expect(validateData(monsterSchema, wolves)).toEqual([]);
    expect(validateData(monsterSchema, { groupSize: 0 })).toEqual([{ path: "system.groupSize", problem: "0 is below the minimum 1" }]);
  });
});
