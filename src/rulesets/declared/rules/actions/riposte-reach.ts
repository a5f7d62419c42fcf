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
 * How a move met a creature's reach, from the yards between the two at each place the mover passed (its
 * start first, where it stopped last): it `entered` the reach and stopped within it, it `passed` through
 * it and left, or null — it started within reach, never came within, or a distance is unknown (another
 * scene, no grid).
 */
export function reachAlongMove(yards: readonly (number | null)[]): "entered" | "passed" | null {
  if (yards.length < 2 || yards.some((distance) => distance === null)) return null;
  const known = yards as readonly number[];
  if (withinMeleeReach(known[0]!)) return null;
  if (withinMeleeReach(known[known.length - 1]!)) return "entered";
  return known.some(withinMeleeReach) ? "passed" : null;
}

/**
 * Only a foe provokes: a token's disposition is its side (1 friendly, 0 neutral, −1 hostile, −2 secret,
 * which is hostile); friendly and hostile are foes, a neutral creature is no one's.
 */
export function areFoes(dispositionA: number, dispositionB: number): boolean {
  const side = (disposition: number) => Math.sign(disposition);
  return side(dispositionA) !== 0 && side(dispositionB) !== 0 && side(dispositionA) !== side(dispositionB);
}
