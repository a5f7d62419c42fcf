/**
 * A ruleset's own round state on the Combat (swarms, shield marks …), under its ruleset id and
 * validated by its spec. A combat that still keeps it where the ruleset once did (its flags) reads
 * it from there until the GM next writes it.
 */
import { rulesetRoundOf, withRulesetRound, type RulesetRoundType } from "../../core/schema/round-state";
import type { Infer } from "../../core/schema/spec";
import { roundStateOf, saveRoundState } from "./round-budget";

function flagsOf(combat: Combat.Implementation): Record<string, unknown> {
  const flags: unknown = combat.flags;
  const fray: unknown = typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>).fray : null;
  return typeof fray === "object" && fray !== null ? (fray as Record<string, unknown>) : {};
}

export function rulesetRound<T extends RulesetRoundType>(combat: Combat.Implementation, type: T): Infer<T["schema"]> {
  return rulesetRoundOf(roundStateOf(combat), type, flagsOf(combat));
}

/** GM: stores the ruleset's round state (refused, with an error, when its spec refuses the data). */
export async function saveRulesetRound<T extends RulesetRoundType>(combat: Combat.Implementation, type: T, data: Infer<T["schema"]>): Promise<void> {
  await saveRoundState(combat, withRulesetRound(roundStateOf(combat), type, data));
}
