/** A factions save rolled on the GM's client: a d20 as a Foundry Roll against a score, read by the world's save rule. */
import { rollDice } from "../../../../foundry/roll-dice";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { FACTIONS_SAVE_SETTING, readSaveRule } from "../../rules/character/save-setting";
import { SAVE_FORMULA, saveResult } from "../../rules/character/saves";

export async function rollSave(score: number) {
  const rolled = await rollDice(SAVE_FORMULA);
  const result = saveResult(score, rolled.total, readSaveRule(settingValue(FACTIONS_SAVE_SETTING)));
  return { roll: rolled.roll, save: { natural: rolled.total, score, passed: result.passed, reason: { key: result.reason.key, data: { ...(result.reason.data ?? {}) } } } };
}
