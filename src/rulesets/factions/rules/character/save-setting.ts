/**
 * How a save is read, a world setting: the chapter never says. Its fast-action threshold passes WIT
 * that "matches or exceeds" a d20, so a save passes on a d20 equal to or under the score; some tables
 * add that a natural 1 always passes and a natural 20 always fails.
 */
import type { RulesetSetting } from "../../../../core/ruleset/contract";
import { FACTIONS_SAVE_SETTING_LABEL as L } from "./labels";

export const FACTIONS_SAVE_RULES = ["underOrEqual", "naturalExtremes"] as const;
export type FactionsSaveRule = (typeof FACTIONS_SAVE_RULES)[number];

export const DEFAULT_SAVE_RULE: FactionsSaveRule = "underOrEqual";

export const FACTIONS_SAVE_SETTING: RulesetSetting = {
  key: "factionsSaveRoll",
  name: L.name,
  hint: L.hint,
  choices: { underOrEqual: L.underOrEqual, naturalExtremes: L.naturalExtremes },
  default: DEFAULT_SAVE_RULE,
};

/** The world's value read back: an unknown one falls to the default. */
export function readSaveRule(value: unknown): FactionsSaveRule {
  return FACTIONS_SAVE_RULES.find((rule) => rule === value) ?? DEFAULT_SAVE_RULE;
}
