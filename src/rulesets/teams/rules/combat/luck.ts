/**
 * The luck die on an attack: at or above the weapon's critical threshold the attack cannot miss and
 * uses critical damage; at 1 or less a thrown or projectile attack strays to a random character within
 * 1 m of its target. (On an attack the luck die never adds the +4 it adds to other tests.)
 */

export function isCriticalLuck(luckRoll: number, criticalThreshold: number): boolean {
  return luckRoll >= criticalThreshold;
}

export function isMishapLuck(luckRoll: number): boolean {
  return luckRoll <= 1;
}

export interface StrayInput {
  luckRoll: number;
  /** The weapon is thrown or fires a projectile. */
  thrownOrProjectile: boolean;
  /** Ids of the characters within 1 m of the intended target, allies included, the target and attacker not. */
  nearbyCharacterIds: readonly string[];
}

/**
 * Where the attack goes: the intended target, or a stray the shell settles by rolling
 * 1d{candidates} and passing the face to `strayTargetFromRoll`.
 */
export type AttackTargeting = { kind: "intended" } | { kind: "stray"; candidateIds: string[]; die: number };

export function attackTargeting(input: StrayInput): AttackTargeting {
  if (!input.thrownOrProjectile || !isMishapLuck(input.luckRoll) || input.nearbyCharacterIds.length === 0) return { kind: "intended" };
  const candidateIds = [...input.nearbyCharacterIds];
  return { kind: "stray", candidateIds, die: candidateIds.length };
}

/** The stray target picked by a 1d{candidates} face (1-based; out-of-range faces are clamped). */
export function strayTargetFromRoll(candidateIds: readonly string[], face: number): string {
  if (candidateIds.length === 0) throw new Error("strayTargetFromRoll needs at least one candidate");
  const index = Math.min(candidateIds.length, Math.max(1, Math.trunc(face))) - 1;
  return candidateIds[index]!;
}
