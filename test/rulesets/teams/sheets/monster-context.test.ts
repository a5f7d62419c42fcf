import { describe, expect, it } from "vitest";
import { teamsMonsterSheetContext } from "../../../../src/rulesets/teams/sheets/monster-context";
import { goblin } from "./boudica";

describe("teams monster stat block context", () => {
  it("lists each natural attack with the test the rules build from the monster's own dice", () => {
    const { view } = teamsMonsterSheetContext(goblin());
    // Knife: dexterity d8 + combat d6 + finesse 2; bite: strength d4 + combat d6, no proficiency allowed.
    expect(view.attacks.map((attack) => [attack.name, attack.line.test])).toEqual([
      ["Knife", "1d8+1d6+2"],
      ["Bite", "1d6+1d4"],
    ]);
    expect(view.attacks[0]!.path).toBe("system.attacks.0");
  });

  it("Fabian attacks a goblin: the stat block gives the goblin's size as the number the size rule compares (small 3)", () => {
    expect(teamsMonsterSheetContext(goblin()).view.sizeValue).toBe(3);
  });

  it("the enemy Boudica hits has evasion 6 and physical reduction 8 on its stat block", () => {
    const { view } = teamsMonsterSheetContext(goblin());
    expect(view.evasion).toBe(6);
    expect(view.deflection.physical).toBe(8);
  });

  it("a monster out of endurance is harmed, and a dead one is only dead", () => {
    const hurt = { ...goblin(), endurance: { value: 2, max: 6 } };
    expect(teamsMonsterSheetContext(hurt).view.conditions.map((condition) => condition.key)).toEqual(["harmed"]);
    const dead = { ...hurt, conditions: { unconscious: true, prone: true, dead: true } };
    expect(teamsMonsterSheetContext(dead).view.conditions.map((condition) => condition.key)).toEqual(["dead"]);
  });
});
