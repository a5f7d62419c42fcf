import { describe, expect, it } from "vitest";
import {
  FACTIONS_IMPAIRED_DAMAGE_SETTING as SETTING,
  impairedFormula,
  impairedReading,
} from "../../../../../src/rulesets/factions/rules/attack/impaired-damage";
import { FACTIONS_IMPAIRED_SETTING } from "../../../../../src/rulesets/factions/rules/attack/labels";

describe("impaired damage, as the world setting reads it", () => {
  it("is a factions world setting whose default is the d4 reading", () => {
    expect(SETTING).toEqual({
      key: "factionsImpairedDamage",
      name: FACTIONS_IMPAIRED_SETTING.name,
      hint: FACTIONS_IMPAIRED_SETTING.hint,
      choices: { d4: FACTIONS_IMPAIRED_SETTING.d4, keepLower: FACTIONS_IMPAIRED_SETTING.keepLower },
      default: "d4",
    });
  });

  it("the d4 reading rolls a d4 whatever the weapon", () => {
    expect(impairedFormula("1d10", "d4")).toBe("1d4");
    expect(impairedFormula("2d6+1", "d4")).toBe("1d4");
  });

  it("the keep-lower reading rolls a single die twice and keeps the lower", () => {
    expect(impairedFormula("1d8", "keepLower")).toBe("2d8kl");
    expect(impairedFormula("d6", "keepLower")).toBe("2d6kl");
  });

  it("the keep-lower reading rolls several dice or a bonus as two whole rolls and keeps the lower", () => {
    expect(impairedFormula("2d6", "keepLower")).toBe("{2d6, 2d6}kl");
    expect(impairedFormula("1d6+1", "keepLower")).toBe("{1d6+1, 1d6+1}kl");
    expect(impairedFormula("1d4+1d6", "keepLower")).toBe("{1d4+1d6, 1d4+1d6}kl");
  });

  it("a formula with Foundry modifiers the parser does not read is rolled whole, twice, keep the lower", () => {
    expect(impairedFormula("1d6x", "keepLower")).toBe("{1d6x, 1d6x}kl");
  });

  it("a stored value reads as its reading; anything unknown is the default", () => {
    expect(impairedReading("keepLower")).toBe("keepLower");
    expect(impairedReading("d4")).toBe("d4");
    expect(impairedReading(undefined)).toBe("d4");
    expect(impairedReading("twice")).toBe("d4");
  });
});
