/**
 * Shove: a standard action; touch attack, Attack of Opportunity, opposed Strength with size. A win pushes the
 * defender 5 ft, and up to 5 ft more for every full 5 the aggressor rolled over it.
 */
import { settleOpposed, type ManeuverResult } from "./maneuver-result";

export const SHOVE_STEP_FEET = 5;

/** The farthest the aggressor may push for a winning margin (the aggressor may push less). */
export function shoveMaxDistanceFeet(margin: number): number {
  return SHOVE_STEP_FEET + SHOVE_STEP_FEET * Math.floor(margin / SHOVE_STEP_FEET);
}

export interface ShoveEffect {
  maxDistanceFeet: number;
}

export function resolveShove(aggressorTotal: number, defenderTotal: number): ManeuverResult<ShoveEffect> {
  return settleOpposed(aggressorTotal, defenderTotal, () => ({ maxDistanceFeet: shoveMaxDistanceFeet(aggressorTotal - defenderTotal) }));
}
