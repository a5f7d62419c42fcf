/**
 * How far down a creature is, from its current Wound Points and Strength: at 0 incapacitated, below 0
 * dying, at minus its Strength dead (Strength 15 dies at −15); a successful Heal check stabilizes a
 * creature at 0 or below until new wounds reopen it.
 */

export type DeclaredWoundState = "unhurt" | "wounded" | "incapacitated" | "dying" | "stabilized" | "dead";

export interface WoundStanding {
  woundPoints: number;
  maximum: number;
  /** The effective Strength score (after Strength damage): the creature dies at its negative. */
  strength: number;
  /** Set by a successful Heal check; meaningless above 0 Wound Points. */
  stabilized: boolean;
}

export function woundState(standing: WoundStanding): DeclaredWoundState {
  if (isDead(standing.woundPoints, standing.strength)) return "dead";
  if (standing.woundPoints <= 0) return standing.stabilized ? "stabilized" : standing.woundPoints === 0 ? "incapacitated" : "dying";
  return standing.woundPoints < standing.maximum ? "wounded" : "unhurt";
}

/** Dead when current Wound Points reach the negative of the Strength score. */
export function isDead(woundPoints: number, strength: number): boolean {
  return woundPoints <= -Math.max(0, strength);
}

/** Down: at 0 Wound Points or below, dead or not. */
export function isDown(state: DeclaredWoundState): boolean {
  return state !== "unhurt" && state !== "wounded";
}
