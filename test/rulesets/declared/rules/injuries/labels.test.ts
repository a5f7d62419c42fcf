import { describe, expect, it } from "vitest";
import { BLUNT_INJURIES } from "../../../../../src/rulesets/declared/rules/injuries/blunt-table";
import { DECLARED_INJURY_GM_DESCRIBES, DECLARED_INJURY_LINE, DECLARED_LIMB_LABEL } from "../../../../../src/rulesets/declared/rules/injuries/labels";
import { DECLARED_UNTABLED_INJURIES_SETTING as SETTING } from "../../../../../src/rulesets/declared/rules/injuries/untabled-setting";
import { flatLang, labelProblems } from "../../../../support/lang";

const lang = flatLang();

const GROUPS: [string, Record<string, string>, string][] = [
  ["the injury rolls' lines", DECLARED_INJURY_LINE, "FRAY.Declared.Injury.Line."],
  ["the arms and hands", DECLARED_LIMB_LABEL, "FRAY.Declared.Injury.Limb."],
  ["the setting for untabled types", { name: SETTING.name, hint: SETTING.hint, ...SETTING.choices }, "FRAY.Declared.Injury.Setting.untabled."],
  ["the blunt table's names and effects", Object.fromEntries(BLUNT_INJURIES.flatMap((row) => [[`${row.id}Name`, row.name], [`${row.id}Effect`, row.effect]])), "FRAY.Declared.Injury.Blunt."],
  ["what the card says when the GM describes", { gm: DECLARED_INJURY_GM_DESCRIBES }, "FRAY.Declared.Injury."],
];

describe("every label the declared injury rules return has English text", () => {
  it.each(GROUPS)("%s", (_name, keys, folder) => {
    expect(labelProblems(lang, keys, folder)).toEqual([]);
  });

  it("the injury roll's line names the damage it must meet", () => {
    expect(lang.get(DECLARED_INJURY_LINE.check)).toContain("{damage}");
  });

  it("each blunt injury's effect names the attribute damage it deals", () => {
    for (const row of BLUNT_INJURIES) if (row.attributeDamage) expect(lang.get(row.effect), row.id).toContain(row.attributeDamage.formula);
  });
});
