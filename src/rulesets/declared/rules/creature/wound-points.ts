/** Maximum Wound Points: the Strength score plus bonuses from traits or talents; it does not grow with HD. */
import { modifierTotal, type Modifier } from "../../../../core/rules-types";
import { DECLARED_CREATURE_LINE } from "./labels";

export interface WoundPointsMaximum {
  value: number;
  lines: Modifier[];
}

/** `strength` is the effective score (after Strength damage); the maximum is never below 0. */
export function maximumWoundPoints(strength: number, bonuses: readonly Modifier[] = []): WoundPointsMaximum {
  const lines: Modifier[] = [{ key: DECLARED_CREATURE_LINE.strength, value: strength }, ...bonuses.filter((line) => line.value !== 0)];
  return { value: Math.max(0, modifierTotal(lines)), lines };
}
