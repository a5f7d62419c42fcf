/**
 * Shoving: after a successful Attack Roll, in lieu of damage, an opposed STR/Brawl or STR/Exert
 * check; if the attacker wins, the target is forced into an adjacent square or knocked prone.
 */
import { OUTCOME, REFUSAL } from "./labels";
import { beats, checkTotal, sizePenalty, type CheckRoll, type SizeClass } from "./opposed-check";
import type { Decision, Modifier, Reason } from "../../../../core/rules-types";

export type ShoveEffect = "push" | "prone";

export interface ShoveInput {
  attackHit: boolean;
  /** STR with the better of the attacker's Brawl or Exert. */
  attacker: CheckRoll;
  /** STR with the better of the defender's Brawl or Exert. */
  defender: CheckRoll;
  size: SizeClass;
  effect: ShoveEffect;
}

export interface ShoveResult {
  success: boolean;
  effect: ShoveEffect | null;
  attackerTotal: number;
  defenderTotal: number;
  attackerModifiers: Modifier[];
  outcome: Reason;
}

export function resolveShove(input: ShoveInput): Decision<{ result: ShoveResult }> {
  if (!input.attackHit) return { ok: false, reason: { key: REFUSAL.maneuverNeedsHit } };
  const penalty = sizePenalty(input.size);
  if (!penalty) return { ok: false, reason: { key: REFUSAL.implausibleSize } };
  const attackerTotal = checkTotal(input.attacker, penalty);
  const defenderTotal = checkTotal(input.defender);
  const success = beats(attackerTotal, defenderTotal);
  const outcome = !success
    ? { key: OUTCOME.shoveResisted }
    : { key: input.effect === "push" ? OUTCOME.shovePushed : OUTCOME.shoveProne };
  return {
    ok: true,
    result: {
      success,
      effect: success ? input.effect : null,
      attackerTotal,
      defenderTotal,
      attackerModifiers: penalty,
      outcome,
    },
  };
}
