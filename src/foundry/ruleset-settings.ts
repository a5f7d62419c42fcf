/** The world's values of a ruleset's own settings (registered from its contract), as its pure rules read them. */
import type { RulesetRules, RulesetSetting } from "../core/ruleset/contract";
import { SYSTEM_ID } from "./system-id";

/** One setting's stored choice; anything stored that is not one of its choices reads as its default. */
export function settingValue<S extends RulesetSetting>(setting: S): keyof S["choices"] & string {
  const stored: unknown = game.settings?.get(SYSTEM_ID, setting.key as never);
  return (typeof stored === "string" && Object.hasOwn(setting.choices, stored) ? stored : setting.default) as keyof S["choices"] & string;
}

/** Every setting the ruleset declares, by key. */
export function rulesetSettingValues(rules: RulesetRules): Record<string, string> {
  return Object.fromEntries(rules.settings.map((setting) => [setting.key, settingValue(setting)]));
}
