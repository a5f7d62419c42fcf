/**
 * What a durability roll is (the chapter never says; docs/rules-notes.md): one die per item, and a 1
 * wears it a step. The world picks the die: a d6 by default, a d4 for gear that wears fast, a d10 for
 * gear that lasts.
 */
import type { RulesetSetting } from "../../../../core/ruleset/contract";

const S = "FRAY.Factions.Setting.durabilityDie";

export type FactionsDurabilityDie = "d4" | "d6" | "d10";

export const FACTIONS_DURABILITY_DIE_SETTING = {
  key: "factionsDurabilityDie",
  name: `${S}.name`,
  hint: `${S}.hint`,
  choices: { d4: `${S}.d4`, d6: `${S}.d6`, d10: `${S}.d10` },
  default: "d6",
} as const satisfies RulesetSetting & { choices: Record<FactionsDurabilityDie, string> };

/** The formula the shell rolls for one item's durability roll; an unknown value falls back to the default. */
export function durabilityRollFormula(settingValue: string): string {
  const die = Object.hasOwn(FACTIONS_DURABILITY_DIE_SETTING.choices, settingValue) ? settingValue : FACTIONS_DURABILITY_DIE_SETTING.default;
  return `1${die}`;
}
