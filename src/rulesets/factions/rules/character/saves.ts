/**
 * A save: roll a d20 against a score (STR, AGI or WIT); equal to or under passes. Under the
 * "naturalExtremes" setting a natural 1 always passes and a natural 20 always fails.
 */
import type { Reason } from "../../../../core/rules-types";
import { DEFAULT_SAVE_RULE, type FactionsSaveRule } from "./save-setting";
import { FACTIONS_SAVE_OUTCOME as OUTCOME } from "./labels";

/** What the shell rolls for every save. */
export const SAVE_FORMULA = "1d20";

export interface SaveResult {
  passed: boolean;
  /** What the card says: pass or fail, or the natural roll that decided it; gets {score} and {roll}. */
  reason: Reason;
}

function outcomeKey(score: number, d20: number, rule: FactionsSaveRule): { passed: boolean; key: string } {
  if (rule === "naturalExtremes" && d20 === 1) return { passed: true, key: OUTCOME.naturalOne };
  if (rule === "naturalExtremes" && d20 === 20) return { passed: false, key: OUTCOME.naturalTwenty };
  const passed = d20 <= score;
  return { passed, key: passed ? OUTCOME.pass : OUTCOME.fail };
}

/** Whether a d20 already rolled saves against this score. */
export function saveResult(score: number, d20: number, rule: FactionsSaveRule = DEFAULT_SAVE_RULE): SaveResult {
  const { passed, key } = outcomeKey(score, d20, rule);
  return { passed, reason: { key, data: { score, roll: d20 } } };
}
