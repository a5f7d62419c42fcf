import { describe, expect, it } from "vitest";
import { CLASSIC_ACTION_REFUSAL, CLASSIC_ECONOMY_BADGE, CLASSIC_IMMEDIATE_KIND } from "../../../../../src/rulesets/classic/rules/actions/labels";
import { IMMEDIATE_KINDS } from "../../../../../src/rulesets/classic/rules/actions/budget";
import { flatLang, labelProblems } from "../../../../support/lang";

const lang = flatLang();

describe("every label the classic actions return has English text", () => {
  it.each([
    ["why an action is refused", CLASSIC_ACTION_REFUSAL, "FRAY.Classic.Action.Refusal."],
    ["the kinds of immediate action", CLASSIC_IMMEDIATE_KIND, "FRAY.Classic.Action.Immediate."],
    ["the tracker's badges", CLASSIC_ECONOMY_BADGE, "FRAY.Classic.Economy."],
  ] as const)("%s", (_name, keys, folder) => {
    expect(labelProblems(lang, keys, folder)).toEqual([]);
  });

  it("every kind of immediate action has a name, and the refusals with numbers show them", () => {
    expect(Object.keys(CLASSIC_IMMEDIATE_KIND)).toEqual([...IMMEDIATE_KINDS]);
    expect(lang.get(CLASSIC_ACTION_REFUSAL.attacksSpent)).toContain("{count}");
    expect(lang.get(CLASSIC_ACTION_REFUSAL.immediateSpent)).toContain("{count}");
    expect(lang.get(CLASSIC_ACTION_REFUSAL.immediateExclusive)).toContain("{kind}");
  });
});
