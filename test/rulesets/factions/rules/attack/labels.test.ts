import { describe, expect, it } from "vitest";
import {
  FACTIONS_ATTACK_KIND,
  FACTIONS_ATTACK_REFUSAL,
  FACTIONS_BLAST,
  FACTIONS_BLAST_REFUSAL,
  FACTIONS_DAMAGE_LINE,
  FACTIONS_IMPAIRED_BECAUSE,
  FACTIONS_IMPAIRED_SETTING,
  FACTIONS_NON_LETHAL,
  FACTIONS_NON_LETHAL_REFUSAL,
  FACTIONS_STUNT,
  FACTIONS_STUNT_REFUSAL,
  FACTIONS_WIT_SAVE_BECAUSE,
} from "../../../../../src/rulesets/factions/rules/attack/labels";
import { flatLang, labelProblems } from "../../../../support/lang";

const lang = flatLang();
const A = "FRAY.Factions.Attack.";

const GROUPS: [string, Record<string, string>, string][] = [
  ["why a WIT save is needed", FACTIONS_WIT_SAVE_BECAUSE, `${A}WitSave.`],
  ["why damage is impaired", FACTIONS_IMPAIRED_BECAUSE, `${A}Impaired.`],
  ["the damage lines", FACTIONS_DAMAGE_LINE, `${A}Damage.`],
  ["why an attack is refused", FACTIONS_ATTACK_REFUSAL, `${A}Refusal.`],
  ["the ways a weapon attacks", FACTIONS_ATTACK_KIND, `${A}Kind.`],
  ["what became of a blast", FACTIONS_BLAST, `${A}Blast.`],
  ["why a deviation roll is refused", FACTIONS_BLAST_REFUSAL, `${A}Blast.Refusal.`],
  ["the stunt's steps", FACTIONS_STUNT, `${A}Stunt.`],
  ["why a stunt step is refused", FACTIONS_STUNT_REFUSAL, `${A}Stunt.Refusal.`],
  ["what a non-lethal attack does", FACTIONS_NON_LETHAL, `${A}NonLethal.`],
  ["why a non-lethal step is refused", FACTIONS_NON_LETHAL_REFUSAL, `${A}NonLethal.Refusal.`],
  ["the impaired-damage setting", FACTIONS_IMPAIRED_SETTING, `${A}Setting.ImpairedDamage.`],
];

describe("every label the factions attack rules return has English text", () => {
  it.each(GROUPS)("%s", (_name, keys, folder) => {
    expect(labelProblems(lang, keys, folder)).toEqual([]);
  });

  it("placeholders in the text are ones the rules fill", () => {
    expect(lang.get(FACTIONS_ATTACK_REFUSAL.damageNotFormula)).toContain("{formula}");
    expect(lang.get(FACTIONS_BLAST_REFUSAL.rollOutOfRange)).toContain("{roll}");
    expect(lang.get(FACTIONS_BLAST_REFUSAL.rollOutOfRange)).toContain("{die}");
  });
});
