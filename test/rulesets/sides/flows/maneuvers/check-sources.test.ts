import { describe, expect, it } from "vitest";
import { checkParts, grappleCategory, withRoll, type CheckFacts } from "../../../../../src/rulesets/sides/flows/maneuvers/check-sources";

const maren: CheckFacts = { kind: "character", mods: { str: 1, dex: 2 }, skills: { brawl: 0, stab: 2, shoot: 1, exert: 1 } };
const ogre: CheckFacts = { kind: "npc", skillBonus: 3 };

describe("which attribute and skill a maneuver's check uses", () => {
  it("grapples with STR/Brawl", () => {
    expect(checkParts(maren, "grapple")).toEqual({ attributeMod: 1, skillLevel: 0, attribute: "str", skill: "brawl" });
  });

  it("shoves with STR and the better of Brawl and Exert", () => {
    expect(checkParts(maren, "shove")).toMatchObject({ attribute: "str", skill: "exert", skillLevel: 1 });
    expect(checkParts({ ...maren, skills: { ...maren.skills, brawl: 2 } }, "shove")).toMatchObject({ skill: "brawl", skillLevel: 2 });
  });

  it("screens with STR or DEX and the best combat skill", () => {
    expect(checkParts(maren, "screen")).toEqual({ attributeMod: 2, skillLevel: 2, attribute: "dex", skill: "stab" });
  });

  it("shoots an execution with DEX/Shoot", () => {
    expect(checkParts(maren, "executionShot")).toEqual({ attributeMod: 2, skillLevel: 1, attribute: "dex", skill: "shoot" });
  });

  it("an NPC rolls its skill bonus for everything", () => {
    expect(checkParts(ogre, "grapple")).toEqual({ attributeMod: 0, skillLevel: 3, attribute: null, skill: "npc" });
    expect(checkParts(ogre, "screen")).toEqual(checkParts(ogre, "shove"));
  });

  it("adds the dice to the parts for the rules", () => {
    expect(withRoll(checkParts(maren, "grapple"), 7)).toEqual({ roll: 7, attributeMod: 1, skillLevel: 0 });
  });

  it("a monster's melee attack counts as unarmed for grappling; a character's sword does not", () => {
    expect(grappleCategory("npc", "melee")).toBe("unarmed");
    expect(grappleCategory("character", "melee")).toBe("melee");
    expect(grappleCategory("npc", "ranged")).toBe("ranged");
  });
});
