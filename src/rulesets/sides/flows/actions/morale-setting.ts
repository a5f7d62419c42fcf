/** The world's morale rule: the 2d6-over-score check of rules/combat/morale.ts, or none. */
import { SYSTEM_ID } from "../../../../foundry/settings";
import { SETTING_KEYS } from "./keys";

export const MORALE_SETTING = "sidesMorale";
export const MORALE_CHOICES = ["score", "off"] as const;
export type MoraleChoice = (typeof MORALE_CHOICES)[number];

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.sidesMorale": MoraleChoice;
  }
}

export function registerMoraleSetting(): void {
  game.settings?.register(SYSTEM_ID, MORALE_SETTING, {
    name: SETTING_KEYS.name,
    hint: SETTING_KEYS.hint,
    scope: "world",
    config: true,
    type: String,
    choices: { score: SETTING_KEYS.score, off: SETTING_KEYS.off },
    default: "score",
  });
}

export function moraleEnabled(): boolean {
  return game.settings?.get(SYSTEM_ID, MORALE_SETTING) !== "off";
}
