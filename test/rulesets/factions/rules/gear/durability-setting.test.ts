import { describe, expect, it } from "vitest";
import { durabilityRollFormula, FACTIONS_DURABILITY_DIE_SETTING } from "../../../../../src/rulesets/factions/rules/gear/durability-setting";

describe("the world's durability die", () => {
  it("is a d6 unless the GM chooses a d4 (fast wear) or a d10 (lasting gear)", () => {
    expect(FACTIONS_DURABILITY_DIE_SETTING).toEqual({
      key: "factionsDurabilityDie",
      name: "FRAY.Factions.Setting.durabilityDie.name",
      hint: "FRAY.Factions.Setting.durabilityDie.hint",
      choices: {
        d4: "FRAY.Factions.Setting.durabilityDie.d4",
        d6: "FRAY.Factions.Setting.durabilityDie.d6",
        d10: "FRAY.Factions.Setting.durabilityDie.d10",
      },
      default: "d6",
    });
  });
  it("one die of the chosen size is rolled per item", () => {
    expect(durabilityRollFormula("d4")).toBe("1d4");
    expect(durabilityRollFormula("d6")).toBe("1d6");
    expect(durabilityRollFormula("d10")).toBe("1d10");
  });
  it("a value the setting does not offer rolls the default d6", () => {
    expect(durabilityRollFormula("d100")).toBe("1d6");
    expect(durabilityRollFormula("toString")).toBe("1d6");
  });
});
