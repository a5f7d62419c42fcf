import { describe, expect, it } from "vitest";
import {
  FACTIONS_REACTION, FACTIONS_REACTION_OUTCOME, FACTIONS_REACTION_REFUSAL,
} from "../../../../../src/rulesets/factions/rules/reactions/labels";
import { FACTIONS_COUNTER_BLOWS_SETTING } from "../../../../../src/rulesets/factions/rules/reactions/counter-setting";
import { flatLang, labelProblems } from "../../../../support/lang";

const lang = flatLang();
const s = FACTIONS_COUNTER_BLOWS_SETTING;

describe("every label the reaction rules return has English text", () => {
  it.each([
    ["the reactions", FACTIONS_REACTION, "FRAY.Factions.Reaction."],
    ["why a reaction is refused", FACTIONS_REACTION_REFUSAL, "FRAY.Factions.Reaction.Refusal."],
    ["what a reaction did", FACTIONS_REACTION_OUTCOME, "FRAY.Factions.Reaction.Outcome."],
    ["the counter blows setting", { name: s.name, hint: s.hint, ...s.choices }, "FRAY.Factions.Setting.counterBlows."],
  ] as const)("%s", (_name, keys, folder) => {
    expect(labelProblems(lang, keys, folder)).toEqual([]);
  });
  it("the chapter's five reactions, in its order", () => {
    expect(Object.keys(FACTIONS_REACTION)).toEqual(["dodge", "counter", "hideBehind", "guard", "opportunity"]);
  });
});
