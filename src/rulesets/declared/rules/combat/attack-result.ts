/**
 * What a rolled attack came to: it hits when the total equals or exceeds Defense, and a natural 20
 * that hits is a critical. A natural 20 that falls short still misses ("any attack must equal or
 * exceed a creature's Defense score to hit it"); a natural 1 is only a low roll.
 */
import type { Modifier } from "../../../../core/rules-types";
import type { AttackPlan } from "./attack-plan";
import { DECLARED_ATTACK_LINE, DECLARED_ATTACK_RESULT } from "./labels";

export const CRITICAL_NATURAL = 20;

export type AttackResult = keyof typeof DECLARED_ATTACK_RESULT;

export function attackResult(natural: number, total: number, defense: number): AttackResult {
  if (total < defense) return "miss";
  return natural === CRITICAL_NATURAL ? "critical" : "hit";
}

export interface SettledAttack {
  natural: number;
  total: number;
  defense: number;
  result: AttackResult;
  /** The card's heading for the result. */
  label: string;
  /** The roll's lines: the natural die first, then the plan's. */
  lines: Modifier[];
}

/** The plan settled with the d20's face. */
export function settleAttack(plan: Pick<AttackPlan, "bonus" | "modifiers" | "defense">, natural: number): SettledAttack {
  const total = natural + plan.bonus;
  const result = attackResult(natural, total, plan.defense);
  return { natural, total, defense: plan.defense, result, label: DECLARED_ATTACK_RESULT[result], lines: [{ key: DECLARED_ATTACK_LINE.natural, value: natural }, ...plan.modifiers] };
}
