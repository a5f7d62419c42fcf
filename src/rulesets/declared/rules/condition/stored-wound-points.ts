/**
 * What the sheet stores after a loss: Wound Points below minus the Strength score mean nothing more
 * (the creature is dead there), and the schema keeps no less than −30, the lowest death threshold.
 */
export const LOWEST_WOUND_POINTS = -30;

export function storedWoundPoints(woundPoints: number, strength: number): number {
  return Math.max(woundPoints, 0 - Math.max(0, strength), LOWEST_WOUND_POINTS);
}
