/** The world's choice of Resuscitate's difficulty (a hole in the chapter; docs/rules-notes.md). */
import type { RulesetSetting } from "../../../../core/ruleset/contract";
import type { ResuscitationRule } from "./resuscitation";

const S = "FRAY.Teams.Test.Setting.resuscitation";

export const TEAMS_RESUSCITATION_SETTING = {
  key: "teamsResuscitation",
  name: `${S}.name`,
  hint: `${S}.hint`,
  choices: { missingHealth: `${S}.missingHealth`, fixed: `${S}.fixed` },
  default: "missingHealth",
} as const satisfies RulesetSetting & { choices: Record<ResuscitationRule, string> };
