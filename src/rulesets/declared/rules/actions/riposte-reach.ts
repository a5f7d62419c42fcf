/**
 * How far a riposte reaches. The chapter names a "threat range" and never sizes it: a wielded melee
 * weapon threatens the squares next to its wielder, one yard (docs/rules-notes.md).
 */
export const MELEE_REACH_YARDS = 1;

/** Whether a foe this many yards away (between the nearest squares of the two, touching = 1) stands within reach. */
export function withinMeleeReach(distanceYards: number): boolean {
  return distanceYards <= MELEE_REACH_YARDS;
}

/**
 * Whether a move brought a creature into reach: within it where it stopped, and not where it started.
 * Distances are null when unknown (another scene, no grid, a start never seen): then it entered nothing.
 */
export function enteredReach(yardsBefore: number | null, yardsAfter: number | null): boolean {
  return yardsBefore !== null && yardsAfter !== null && !withinMeleeReach(yardsBefore) && withinMeleeReach(yardsAfter);
}

/**
 * Only a foe provokes: a token's disposition is its side (1 friendly, 0 neutral, −1 hostile, −2 secret,
 * which is hostile); friendly and hostile are foes, a neutral creature is no one's.
 */
export function areFoes(dispositionA: number, dispositionB: number): boolean {
  const side = (disposition: number) => Math.sign(disposition);
  return side(dispositionA) !== 0 && side(dispositionB) !== 0 && side(dispositionA) !== side(dispositionB);
}
