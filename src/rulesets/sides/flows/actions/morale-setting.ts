/** The world's morale rule (registered by the shell from the sides contract's settings). */
import { SYSTEM_ID } from "../../../../foundry/settings";
import { SIDES_MORALE_SETTING } from "../../rules/ruleset";

export type MoraleChoice = keyof typeof SIDES_MORALE_SETTING.choices;

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "fray.sidesMorale": MoraleChoice;
  }
}

export function moraleEnabled(): boolean {
  return game.settings?.get(SYSTEM_ID, SIDES_MORALE_SETTING.key) !== "off";
}
