import { describe, expect, it } from "vitest";
import {
  FACTIONS_SNEAKING_ACT, FACTIONS_SNEAKING_OUTCOME, FACTIONS_SNEAKING_REFUSAL,
} from "../../../../../src/rulesets/factions/rules/sneaking/labels";
import { flatLang, labelProblems } from "../../../../support/lang";

const lang = flatLang();

describe("every label the sneaking rules return has English text", () => {
  it.each([
    ["acts", FACTIONS_SNEAKING_ACT, "FRAY.Factions.Sneaking.Act."],
    ["refusals", FACTIONS_SNEAKING_REFUSAL, "FRAY.Factions.Sneaking.Refusal."],
    ["outcomes", FACTIONS_SNEAKING_OUTCOME, "FRAY.Factions.Sneaking.Outcome."],
  ] as const)("%s", (_name, keys, folder) => {
    expect(labelProblems(lang, keys, folder)).toEqual([]);
  });
});
