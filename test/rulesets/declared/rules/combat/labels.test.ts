import { describe, expect, it } from "vitest";
import { DECLARED_DAMAGE_TYPES } from "../../../../../src/rulesets/declared/rules/combat/damage-types";
import {
  DECLARED_ATTACK_LINE,
  DECLARED_ATTACK_MODE,
  DECLARED_ATTACK_REFUSAL,
  DECLARED_ATTACK_RESULT,
  DECLARED_DAMAGE_LINE,
  DECLARED_DAMAGE_TYPE_LABEL,
} from "../../../../../src/rulesets/declared/rules/combat/labels";
import { flatLang, labelProblems } from "../../../../support/lang";

const lang = flatLang();

const GROUPS: [string, Record<string, string>, string][] = [
  ["the attack roll's lines", DECLARED_ATTACK_LINE, "FRAY.Declared.Combat.Attack."],
  ["the damage lines", DECLARED_DAMAGE_LINE, "FRAY.Declared.Combat.Damage."],
  ["what an attack came to", DECLARED_ATTACK_RESULT, "FRAY.Declared.Combat.Result."],
  ["the ways a weapon is used", DECLARED_ATTACK_MODE, "FRAY.Declared.Combat.Mode."],
  ["why an attack is refused", DECLARED_ATTACK_REFUSAL, "FRAY.Declared.Combat.Refusal."],
  ["the damage types", DECLARED_DAMAGE_TYPE_LABEL, "FRAY.Declared.Combat.DamageType."],
];

describe("every label the declared combat rules return has English text", () => {
  it.each(GROUPS)("%s", (_name, keys, folder) => {
    expect(labelProblems(lang, keys, folder)).toEqual([]);
  });

  it("each of the eleven damage types has its name", () => {
    expect(Object.keys(DECLARED_DAMAGE_TYPE_LABEL)).toEqual([...DECLARED_DAMAGE_TYPES]);
  });

  it("placeholders in the text are ones the rules fill", () => {
    expect(lang.get(DECLARED_DAMAGE_LINE.critical)).toContain("{multiplier}");
    expect(lang.get(DECLARED_ATTACK_REFUSAL.damageNotFormula)).toContain("{formula}");
  });
});
