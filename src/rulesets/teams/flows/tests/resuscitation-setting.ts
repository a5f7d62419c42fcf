/** Reads the world's Resuscitate difficulty (registered by the shell from the teams contract's settings). */
import { SYSTEM_ID } from "../../../../foundry/settings";
import { RESUSCITATION_RULES, type ResuscitationRule } from "../../rules/tests/resuscitation";
import { TEAMS_RESUSCITATION_SETTING } from "../../rules/tests/resuscitation-setting";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.teamsResuscitation": ResuscitationRule;
  }
}

export function resuscitationRule(): ResuscitationRule {
  const stored: unknown = game.settings?.get(SYSTEM_ID, TEAMS_RESUSCITATION_SETTING.key);
  return (RESUSCITATION_RULES as readonly unknown[]).includes(stored) ? (stored as ResuscitationRule) : TEAMS_RESUSCITATION_SETTING.default;
}
