import { describe, expect, it } from "vitest";
import {
  FACTIONS_CHASE_OUTCOME, FACTIONS_MORALE_BREAK, FACTIONS_MORALE_EXEMPT, FACTIONS_MORALE_REFUSAL, FACTIONS_MORALE_TRIGGER,
} from "../../../../../src/rulesets/factions/rules/morale/labels";
import { flatLang, labelProblems } from "../../../../support/lang";

const lang = flatLang();

describe("every label the morale, surrender and chase rules return has English text", () => {
  it.each([
    ["why morale is checked", FACTIONS_MORALE_TRIGGER, "FRAY.Factions.Morale.Trigger."],
    ["who does not roll", FACTIONS_MORALE_EXEMPT, "FRAY.Factions.Morale.Exempt."],
    ["what a broken character may do", FACTIONS_MORALE_BREAK, "FRAY.Factions.Morale.Break."],
    ["refusals", FACTIONS_MORALE_REFUSAL, "FRAY.Factions.Morale.Refusal."],
    ["chase outcomes", FACTIONS_CHASE_OUTCOME, "FRAY.Factions.Morale.Chase."],
  ] as const)("%s", (_name, keys, folder) => {
    expect(labelProblems(lang, keys, folder)).toEqual([]);
  });
  it("the missing save names who is missing", () => {
    expect(lang.get(FACTIONS_MORALE_REFUSAL.missingSave)).toContain("{id}");
  });
});
