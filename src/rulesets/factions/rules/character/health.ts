/**
 * What health means: at 0 a character is incapacitated (down, out of the order), not dead; only a
 * final blow from a nearby enemy kills. Health never goes below 0 nor above its maximum.
 */
export interface Health {
  value: number;
  max: number;
}

export function isIncapacitatedAt(health: Health): boolean {
  return health.value <= 0;
}

/** At half health or less: a lone character then checks morale. */
export function atHalfHealthOrLess(health: Health): boolean {
  return health.value * 2 <= health.max;
}

export interface Healing {
  health: Health;
  /** Health actually gained (less than rolled near the maximum). */
  gained: number;
  /** It was incapacitated and is back above 0: the incapacitated status goes. */
  stoodUp: boolean;
}

/** Health after healing this much, capped at the maximum. */
export function healed(health: Health, amount: number): Healing {
  const value = Math.min(health.max, health.value + Math.max(0, amount));
  return { health: { value, max: health.max }, gained: value - health.value, stoodUp: isIncapacitatedAt(health) && value > 0 };
}
