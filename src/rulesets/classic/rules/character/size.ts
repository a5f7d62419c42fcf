/**
 * Size categories and their modifiers. The chapter names sizes but gives no table; Fray uses the
 * d20 table its tables know (rules-notes "classic — characters"): smaller creatures gain on attack
 * rolls and AC, and lose the same on grapple and maneuver rolls, where size helps the bigger one.
 */

export const CLASSIC_SIZES = ["fine", "diminutive", "tiny", "small", "medium", "large", "huge", "gargantuan", "colossal"] as const;
export type ClassicSize = (typeof CLASSIC_SIZES)[number];

const ATTACK_AND_AC: Record<ClassicSize, number> = {
  fine: 8,
  diminutive: 4,
  tiny: 2,
  small: 1,
  medium: 0,
  large: -1,
  huge: -2,
  gargantuan: -4,
  colossal: -8,
};

/** The size modifier to attack rolls and AC (Small +1, Large −1). */
export function sizeAttackModifier(size: ClassicSize): number {
  return ATTACK_AND_AC[size];
}

/** The size modifier to grapple and maneuver rolls: the attack modifier reversed (Small −1, Large +1). */
export function sizeManeuverModifier(size: ClassicSize): number {
  return 0 - ATTACK_AND_AC[size]; // never −0 on a card
}

/** How many size categories `larger` is above `smaller` (negative when it is below). */
export function sizeStepsBetween(larger: ClassicSize, smaller: ClassicSize): number {
  return CLASSIC_SIZES.indexOf(larger) - CLASSIC_SIZES.indexOf(smaller);
}

/** A stored size, or Medium when it is missing or unknown. */
export function readSize(value: unknown): ClassicSize {
  return (CLASSIC_SIZES as readonly unknown[]).includes(value) ? (value as ClassicSize) : "medium";
}
