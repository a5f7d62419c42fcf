import { describe, expect, it } from "vitest";
import { FACTIONS_NO_ZONES, FACTIONS_RANGE_BAND, FACTIONS_ZONE_REFUSAL } from "../../../../../src/rulesets/factions/rules/zones/labels";
import { FACTIONS_GEAR_CAUSE, FACTIONS_GEAR_OUTCOME } from "../../../../../src/rulesets/factions/rules/gear/labels";
import { FACTIONS_DURABILITY_DIE_SETTING } from "../../../../../src/rulesets/factions/rules/gear/durability-setting";
import { FACTIONS_COUNTDOWN_LABEL } from "../../../../../src/rulesets/factions/rules/chaos/labels";
import { FACTIONS_CHAOS_OF_COMBAT_SETTING } from "../../../../../src/rulesets/factions/rules/chaos/chaos-setting";
import { flatLang, labelProblems } from "../../../../support/lang";

const lang = flatLang();
const settingKeys = (s: { name: string; hint: string; choices: Record<string, string> }) => ({ name: s.name, hint: s.hint, ...s.choices });

const GROUPS: [string, Record<string, string>, string][] = [
  ["why a zone rule refuses", FACTIONS_ZONE_REFUSAL, "FRAY.Factions.Zones."],
  ["the range bands", FACTIONS_RANGE_BAND, "FRAY.Factions.Zones.Range."],
  ["the no-zones notice", { noZones: FACTIONS_NO_ZONES }, "FRAY.Factions.Zones."],
  ["what befell an item", FACTIONS_GEAR_OUTCOME, "FRAY.Factions.Gear.Outcome."],
  ["why an item wore", FACTIONS_GEAR_CAUSE, "FRAY.Factions.Gear.Cause."],
  ["the durability die setting", settingKeys(FACTIONS_DURABILITY_DIE_SETTING), "FRAY.Factions.Setting.durabilityDie."],
  ["the countdown's tracker lines", FACTIONS_COUNTDOWN_LABEL, "FRAY.Factions.Chaos."],
  ["the chaos of combat setting", settingKeys(FACTIONS_CHAOS_OF_COMBAT_SETTING), "FRAY.Factions.Setting.chaosOfCombat."],
];

describe("every label the zone, gear and chaos rules return has English text", () => {
  it.each(GROUPS)("%s", (_name, keys, folder) => {
    expect(labelProblems(lang, keys, folder)).toEqual([]);
  });
  it("the too-far refusal names how many zones a turn allows, and the countdown its seconds", () => {
    expect(lang.get(FACTIONS_ZONE_REFUSAL.tooFar)).toContain("{zones}");
    expect(lang.get(FACTIONS_COUNTDOWN_LABEL.running)).toContain("{seconds}");
  });
});
