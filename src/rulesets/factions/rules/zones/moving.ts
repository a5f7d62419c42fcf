/**
 * "While moving" (ranged attacks need a WIT save, long and indirect ones are refused) means the
 * attacker has already moved this turn, before the attack: the move is split around actions, so a
 * step taken after the shot does not count, nor does a step within its own zone, nor being shoved
 * or dragged by someone else.
 */

/** Zones the attacker crossed by its own movement this turn before attacking. */
export function attacksWhileMoving(zonesMovedBeforeAttack: number): boolean {
  return zonesMovedBeforeAttack > 0;
}
