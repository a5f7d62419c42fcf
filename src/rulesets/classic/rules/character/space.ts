/**
 * Space: how many squares a side a creature fills. Small and Medium fill one 5-ft square; smaller
 * creatures fit in one square and must enter the opponent's to attack (reach.ts). The chapter stops at
 * Medium; Fray gives larger sizes the d20 spaces its tables know: Large 2, Huge 3, Gargantuan 4,
 * Colossal 6 squares a side (rules-notes "classic — characters").
 */
import type { ClassicSize } from "./size";

const SQUARES_A_SIDE: Record<ClassicSize, number> = {
  fine: 1,
  diminutive: 1,
  tiny: 1,
  small: 1,
  medium: 1,
  large: 2,
  huge: 3,
  gargantuan: 4,
  colossal: 6,
};

export function spaceInSquares(size: ClassicSize): number {
  return SQUARES_A_SIDE[size];
}
