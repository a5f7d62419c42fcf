/**
 * A group save (morale, chases): every character of the group rolls its own d20 against its own score;
 * the group splits into those who pass and those who fail. A member with no roll yet is waiting.
 */
import { DEFAULT_SAVE_RULE, type FactionsSaveRule } from "./save-setting";
import { saveResult, type SaveResult } from "./saves";

export interface GroupSaver {
  id: string;
  score: number;
}

export interface GroupSaveResult {
  passed: string[];
  failed: string[];
  /** Members whose d20 is not in yet. */
  waiting: string[];
  /** Each rolled member's own result, by id, for the card. */
  results: Record<string, SaveResult>;
}

export function groupSave(members: readonly GroupSaver[], rolls: Readonly<Record<string, number>>, rule: FactionsSaveRule = DEFAULT_SAVE_RULE): GroupSaveResult {
  const outcome: GroupSaveResult = { passed: [], failed: [], waiting: [], results: {} };
  for (const member of members) {
    const d20 = rolls[member.id];
    if (d20 === undefined) {
      outcome.waiting.push(member.id);
      continue;
    }
    const result = saveResult(member.score, d20, rule);
    outcome.results[member.id] = result;
    (result.passed ? outcome.passed : outcome.failed).push(member.id);
  }
  return outcome;
}
