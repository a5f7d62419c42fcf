/**
 * The last round whose end was dealt with, kept in declared's round state. Undo puts back the round
 * state a command found, but not the Wound Points a round's end took, so the mark is written into
 * every round state undo could put back as well: a round undone and ended again never bleeds twice.
 */
import { rulesetRoundOf, withRulesetRound, type RoundState } from "../../../../core/schema/round-state";
import { combatData } from "../../../../foundry/combat/combat-model";
import { rulesetRound } from "../../../../foundry/combat/ruleset-round";
import { DECLARED_ROUND, type DeclaredRound } from "../../schema/round";

export function roundEndDone(combat: Combat.Implementation): number {
  return rulesetRound(combat, DECLARED_ROUND).roundEndDone;
}

function marked(state: RoundState, round: number): RoundState {
  const stored: DeclaredRound = rulesetRoundOf(state, DECLARED_ROUND);
  const next: DeclaredRound = { ...stored, roundEndDone: Math.max(stored.roundEndDone, round) };
  return withRulesetRound(state, DECLARED_ROUND, next);
}

/** GM: marks the round's end as done, now and in the undo history. */
export async function markRoundEnd(combat: Combat.Implementation, round: number): Promise<void> {
  const data = combatData(combat);
  if (!data) return;
  const roundState = marked(data.roundState, round);
  const roundHistory = data.roundHistory.map((state) => marked(state, round));
  await combat.update({ system: { roundState, roundHistory } } as Combat.UpdateData);
}
