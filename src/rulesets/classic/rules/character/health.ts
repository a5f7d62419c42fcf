/**
 * Hit points and non-lethal damage. NLD counts up from 0; when it reaches the current hit points the
 * character falls unconscious (the day's recovery is in dying/daily-recovery.ts).
 */

export interface ClassicHealth {
  /** Current hit points. */
  hp: number;
  /** Non-lethal damage taken, counted up from 0. */
  nld: number;
}

/** Unconscious at 0 HP, or when non-lethal damage reaches the current hit points. */
export function isUnconscious(health: ClassicHealth): boolean {
  // Non-lethal damage is never below 0, so 0 HP always meets it.
  return health.nld >= health.hp;
}

/** Whether it is the non-lethal damage, not the hit points, that keeps this creature down (it wakes as NLD heals). */
export function knockedOutByNonLethal(health: ClassicHealth): boolean {
  return health.hp > 0 && health.nld >= health.hp;
}
