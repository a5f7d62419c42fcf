/** The world's death roll type: the chapter says a table must pick one of three for the campaign. */
import type { RulesetSetting } from "../../../../core/ruleset/contract";

const S = "FRAY.Classic.Setting.deathRoll";

/** `allEqual`: d% against 51, 61, 71 …; `statsMatter`: Fortitude DC 10 + HD − CON; `brutality`: Fortitude DC 10 + the damage that dropped them. */
export type ClassicDeathRoll = "allEqual" | "statsMatter" | "brutality";

export const CLASSIC_DEATH_ROLL_SETTING = {
  key: "classicDeathRoll",
  name: `${S}.name`,
  hint: `${S}.hint`,
  choices: { allEqual: `${S}.allEqual`, statsMatter: `${S}.statsMatter`, brutality: `${S}.brutality` },
  default: "allEqual",
} as const satisfies RulesetSetting & { choices: Record<ClassicDeathRoll, string> };
