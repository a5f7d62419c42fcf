import { describe, expect, it } from "vitest";
import { CLASSIC_DEATH_SAVE_OUTCOME, CLASSIC_DYING_LINE, CLASSIC_DYING_REFUSAL, CLASSIC_GOING_DOWN } from "../../../../../src/rulesets/classic/rules/dying/labels";
import { CLASSIC_DEATH_ROLL_SETTING } from "../../../../../src/rulesets/classic/rules/dying/death-roll-setting";
import { flatLang, labelProblems } from "../../../../support/lang";

const lang = flatLang();
const s = CLASSIC_DEATH_ROLL_SETTING;

describe("every label the going-down rules return has English text", () => {
  it.each([
    ["death save outcomes", CLASSIC_DEATH_SAVE_OUTCOME, "FRAY.Classic.Dying.Outcome."],
    ["why no death save is due", CLASSIC_DYING_REFUSAL, "FRAY.Classic.Dying.Refusal."],
    ["the DC lines", CLASSIC_DYING_LINE, "FRAY.Classic.Dying.Line."],
    ["going down", CLASSIC_GOING_DOWN, "FRAY.Classic.Dying."],
    ["the death roll setting", { name: s.name, hint: s.hint, ...s.choices }, "FRAY.Classic.Setting.deathRoll."],
  ] as const)("%s", (_name, keys, folder) => {
    expect(labelProblems(lang, keys, folder)).toEqual([]);
  });

  it("the massive damage notice shows its DC", () => {
    expect(lang.get(CLASSIC_GOING_DOWN.massiveDamage)).toContain("{dc}");
  });
});

describe("the death roll setting", () => {
  it("offers the chapter's three death roll types, In death, all are equal by default", () => {
    expect(s.key).toBe("classicDeathRoll");
    expect(Object.keys(s.choices)).toEqual(["allEqual", "statsMatter", "brutality"]);
    expect(s.default).toBe("allEqual");
  });
});
