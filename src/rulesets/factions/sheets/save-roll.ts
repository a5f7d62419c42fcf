/**
 * A save from the sheet: the player rolls a d20 against STR, AGI or WIT in the open (a save is the
 * player's own roll, not a GM decision), read by the world's save setting; the chat line shows the roll.
 */
import { rollDice } from "../../../foundry/roll-dice";
import { settingValue } from "../../../foundry/ruleset-settings";
import { translate } from "../../../foundry/i18n";
import { FACTIONS_SAVE_SETTING, readSaveRule } from "../rules/character/save-setting";
import { SAVE_FORMULA, saveResult } from "../rules/character/saves";
import { FACTIONS_SCORE_LABEL } from "../rules/character/labels";
import { FACTIONS_SCORES, readScore, type FactionsScore } from "../rules/character/scores";

export const isFactionsScore = (value: unknown): value is FactionsScore => FACTIONS_SCORES.some((score) => score === value);

export async function rollFactionsSave(actor: Actor.Implementation, score: FactionsScore): Promise<void> {
  const { roll, total } = await rollDice(SAVE_FORMULA);
  const result = saveResult(readScore(actor.system as object, score), total, readSaveRule(settingValue(FACTIONS_SAVE_SETTING)));
  const line = `${translate("FRAY.Factions.Sheet.saveOf", { score: translate(FACTIONS_SCORE_LABEL[score]) })}: ${translate(result.reason.key, result.reason.data)}`;
  const state = result.passed ? "passed" : "failed";
  await ChatMessage.create({ content: `<p class="fray factions fray-factions-save ${state}">${foundry.utils.escapeHTML(line)}</p>`, rolls: [roll], speaker: ChatMessage.getSpeaker({ actor }) } as ChatMessage.CreateData);
}
