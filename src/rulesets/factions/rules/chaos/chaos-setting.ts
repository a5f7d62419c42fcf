/** The optional rule "the chaos of combat", off unless the world turns it on. */
import type { RulesetSetting } from "../../../../core/ruleset/contract";

const S = "FRAY.Factions.Setting.chaosOfCombat";

export type FactionsChaosOfCombat = "off" | "on";

export const FACTIONS_CHAOS_OF_COMBAT_SETTING = {
  key: "factionsChaosOfCombat",
  name: `${S}.name`,
  hint: `${S}.hint`,
  choices: { off: `${S}.off`, on: `${S}.on` },
  default: "off",
} as const satisfies RulesetSetting & { choices: Record<FactionsChaosOfCombat, string> };

/** What the rule changes: players declare against a countdown, and talking to each other costs a bonus action. */
export interface ChaosOfCombatRules {
  declarationCountdown: boolean;
  speakingTakesBonusAction: boolean;
}

/** The rule's effects under the world's setting value; anything but "on" is off. */
export function chaosOfCombatRules(settingValue: string): ChaosOfCombatRules {
  const on = settingValue === "on";
  return { declarationCountdown: on, speakingTakesBonusAction: on };
}
