import { describe, expect, it } from "vitest";
import { chaosOfCombatRules, FACTIONS_CHAOS_OF_COMBAT_SETTING } from "../../../../../src/rulesets/factions/rules/chaos/chaos-setting";

describe("the optional rule: the chaos of combat", () => {
  it("is a world setting, off by default", () => {
    expect(FACTIONS_CHAOS_OF_COMBAT_SETTING).toEqual({
      key: "factionsChaosOfCombat",
      name: "FRAY.Factions.Setting.chaosOfCombat.name",
      hint: "FRAY.Factions.Setting.chaosOfCombat.hint",
      choices: { off: "FRAY.Factions.Setting.chaosOfCombat.off", on: "FRAY.Factions.Setting.chaosOfCombat.on" },
      default: "off",
    });
  });
  it("turned on, players declare against the countdown and speaking takes a bonus action", () => {
    expect(chaosOfCombatRules("on")).toEqual({ declarationCountdown: true, speakingTakesBonusAction: true });
  });
  it("off, or any value it does not know, changes nothing", () => {
    expect(chaosOfCombatRules("off")).toEqual({ declarationCountdown: false, speakingTakesBonusAction: false });
    expect(chaosOfCombatRules("yes")).toEqual({ declarationCountdown: false, speakingTakesBonusAction: false });
  });
});
