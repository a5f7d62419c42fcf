import { describe, expect, it } from "vitest";
import { assailantCombatSkill, executionMaximum, grappleBlow, PUNCH } from "../../../../../src/rulesets/sides/rules/combat/maneuver-damage";
import { character, crossbow, longsword, npc, unarmed } from "./fixtures";

const brawler = character({ attributeMods: { str: 2, dex: 1 }, skills: { brawl: 1, stab: 0, shoot: 2, exert: 0 } });

describe("damage the maneuvers deal", () => {
  it("a grappler's blow: the die, the better attribute and Brawl", () => {
    const blow = grappleBlow(brawler, unarmed, 2);
    expect(blow.total).toBe(5);
    expect(blow.parts.map((p) => p.value)).toEqual([2, 2, 1]);
  });

  it("a blow never goes below 0", () => {
    const weak = character({ attributeMods: { str: -2, dex: -2 }, skills: { brawl: -1, stab: 0, shoot: 0, exert: 0 } });
    expect(grappleBlow(weak, PUNCH, 1).total).toBe(0);
  });

  it("an NPC's blow is its die alone", () => {
    expect(grappleBlow(npc(), { ...unarmed, damage: "1d6" }, 4).total).toBe(4);
    expect(executionMaximum(npc({ attributeMods: { str: 3, dex: 3 } }), longsword)).toBe(8);
  });

  it("an execution's maximum: the die's maximum plus its bonuses", () => {
    expect(executionMaximum(brawler, longsword)).toBe(10);
    expect(executionMaximum(brawler, crossbow)).toBe(11);
  });

  it("the save's penalty is the assailant's skill with the weapon; untrained counts as 0", () => {
    expect(assailantCombatSkill(brawler, crossbow, 0)).toBe(2);
    expect(assailantCombatSkill(character({ skills: { brawl: -1, stab: -1, shoot: -1, exert: 0 } }), longsword, 0)).toBe(0);
    expect(assailantCombatSkill(npc(), longsword, 3)).toBe(3);
  });
});
