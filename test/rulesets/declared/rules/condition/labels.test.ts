import { describe, expect, it } from "vitest";
import { DECLARED_CREATURE_LINE, DECLARED_CREATURE_REFUSAL } from "../../../../../src/rulesets/declared/rules/creature/labels";
import { DECLARED_CONDITION_LINE, DECLARED_CONDITION_NOTICE, DECLARED_CONDITION_REFUSAL } from "../../../../../src/rulesets/declared/rules/condition/labels";
import { DECLARED_STATUSES } from "../../../../../src/rulesets/declared/rules/condition/statuses";
import { flatLang } from "../../../../support/lang";

const lang = flatLang();

/** Each group of keys the creature and condition rules hand to the shell, with its folder in lang/en.json. */
const GROUPS: [string, Record<string, string>, string][] = [
  ["why Stress cannot be rolled", DECLARED_CREATURE_REFUSAL, "FRAY.Declared.Creature.Refusal."],
  ["the Defense and Wound Point lines", DECLARED_CREATURE_LINE, "FRAY.Declared.Creature.Line."],
  ["why a down creature's action or Heal check is refused", DECLARED_CONDITION_REFUSAL, "FRAY.Declared.Condition.Refusal."],
  ["what the card says when Wound Points cross a threshold", DECLARED_CONDITION_NOTICE, "FRAY.Declared.Condition.Notice."],
  ["the Heal TN and condition lines", DECLARED_CONDITION_LINE, "FRAY.Declared.Condition.Line."],
  ["the token statuses' names", Object.fromEntries(DECLARED_STATUSES.map((s) => [s.id, s.name])), "FRAY.Declared.Status."],
];

describe("every label the creature and condition rules return has English text", () => {
  it.each(GROUPS)("%s", (_name, keys, folder) => {
    for (const key of Object.values(keys)) {
      expect(key.startsWith(folder), key).toBe(true);
      expect(lang.get(key), key).toMatch(/\S/);
    }
  });
});
