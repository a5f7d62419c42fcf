import { describe, expect, it } from "vitest";
import {
  CLASSIC_AC_LINE,
  CLASSIC_ATTACK_KIND,
  CLASSIC_ATTACK_LINE,
  CLASSIC_ATTACK_MODE,
  CLASSIC_ATTACK_REFUSAL,
  CLASSIC_ATTACK_RESULT,
  CLASSIC_DAMAGE_LINE,
  CLASSIC_GRAPPLE_SHOT,
  CLASSIC_NATURAL_ROLLS_SETTING,
} from "../../../../../src/rulesets/classic/rules/attack/labels";
import { flatLang, labelProblems } from "../../../../support/lang";

const lang = flatLang();

const GROUPS: [string, Record<string, string>, string][] = [
  ["the attack roll's lines", CLASSIC_ATTACK_LINE, "FRAY.Classic.Attack.Line."],
  ["the damage lines", CLASSIC_DAMAGE_LINE, "FRAY.Classic.Attack.Damage."],
  ["a stance's AC lines", CLASSIC_AC_LINE, "FRAY.Classic.Attack.Ac."],
  ["what an attack came to", CLASSIC_ATTACK_RESULT, "FRAY.Classic.Attack.Result."],
  ["who a shot into a grapple strikes", CLASSIC_GRAPPLE_SHOT, "FRAY.Classic.Attack.GrappleShot."],
  ["the kinds of attack", CLASSIC_ATTACK_KIND, "FRAY.Classic.Attack.Kind."],
  ["the ways an item attacks", CLASSIC_ATTACK_MODE, "FRAY.Classic.Attack.Mode."],
  ["why an attack is refused", CLASSIC_ATTACK_REFUSAL, "FRAY.Classic.Attack.Refusal."],
  ["the natural rolls setting", CLASSIC_NATURAL_ROLLS_SETTING, "FRAY.Classic.Attack.Setting.NaturalRolls."],
];

describe("every label the classic attack rules return has English text", () => {
  it.each(GROUPS)("%s", (_name, keys, folder) => {
    expect(labelProblems(lang, keys, folder)).toEqual([]);
  });

  it("the refusal of a missing attack names it and how many the base attack gives", () => {
    expect(lang.get(CLASSIC_ATTACK_REFUSAL.noSuchIterative)).toContain("{attack}");
    expect(lang.get(CLASSIC_ATTACK_REFUSAL.noSuchIterative)).toContain("{attacks}");
    expect(lang.get(CLASSIC_ATTACK_LINE.baseAttack)).toContain("{attack}");
  });
});
