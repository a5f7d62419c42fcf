import { describe, expect, it } from "vitest";
import { MORALE_LINE, MORALE_OUTCOME, MORALE_TRIGGER } from "../../../../../src/rulesets/declared/rules/morale/labels";
import { flatLang } from "../../../../support/lang";

const lang = flatLang();

describe("every label the morale rules return has English text", () => {
  it.each([
    ["why a monster checks", MORALE_TRIGGER, "FRAY.Declared.Morale.Trigger."],
    ["the lines of the roll and its TN", MORALE_LINE, "FRAY.Declared.Morale.Line."],
    ["what came of it", MORALE_OUTCOME, "FRAY.Declared.Morale.Outcome."],
  ] as [string, Record<string, string>, string][])("%s", (_name, keys, folder) => {
    for (const key of Object.values(keys)) {
      expect(key.startsWith(folder), key).toBe(true);
      expect(lang.get(key), key).toMatch(/\S/);
    }
  });

  it("a held or broken morale shows the total and the TN", () => {
    for (const key of [MORALE_OUTCOME.holds, MORALE_OUTCOME.breaks]) expect(lang.get(key)).toMatch(/\{total\}.*\{tn\}/);
  });
});
