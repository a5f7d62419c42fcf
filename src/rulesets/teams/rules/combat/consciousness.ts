/**
 * What losing health does to consciousness: at 0 health the character falls unconscious and, if the
 * damage to health exceeded what was left, risks death (a nonlethal source spares that the first
 * time); above 0, missing health greater than constitution means fortify against the missing health
 * or fall unconscious.
 */
import type { DamageTaken } from "./harm";
import { missingHealth } from "./harm";

export interface HealthLossInput {
  taken: Pick<DamageTaken, "health" | "toHealth" | "healthBefore">;
  constitution: number;
  /** The damage came from a nonlethal source. */
  nonlethal: boolean;
}

export type HealthLossConsequence =
  | { kind: "none" }
  | { kind: "fortifyOrFall"; difficulty: number }
  | { kind: "unconscious"; risksDeath: boolean };

export function healthLossConsequence(input: HealthLossInput): HealthLossConsequence {
  const { taken } = input;
  if (taken.toHealth <= 0) return { kind: "none" };
  if (taken.health.value <= 0) {
    const exceeded = taken.toHealth > taken.healthBefore;
    // A nonlethal source spares the death risk only when it is what brought the character to 0.
    const spared = input.nonlethal && taken.healthBefore > 0;
    return { kind: "unconscious", risksDeath: exceeded && !spared };
  }
  const missing = missingHealth(taken.health);
  return missing > input.constitution ? { kind: "fortifyOrFall", difficulty: missing } : { kind: "none" };
}

/** The fortify test (a reaction) against the missing health: meeting the difficulty keeps the character conscious. */
export function staysConscious(fortifyTotal: number, difficulty: number): boolean {
  return fortifyTotal >= difficulty;
}
