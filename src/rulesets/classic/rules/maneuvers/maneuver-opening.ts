/**
 * The start of a maneuver, before the opposed roll: its action, whether the defender gets an Attack of
 * Opportunity (only when the aggressor stands in a square it threatens), and whether a melee touch attack
 * must hit first.
 */
import { CLASSIC_MANEUVERS, type ClassicManeuver, type ManeuverRow } from "./maneuver-table";
import { planOpposedRoll, type OpposedRollPlan, type OpposedSide } from "./opposed-roll";

/** The maneuver's row, with `provokes` true only where the defender threatens the aggressor's square. */
export type ManeuverOpening = ManeuverRow;

/** What the maneuver asks for before its opposed roll, given where the aggressor stands. */
export function planManeuverOpening(maneuver: ClassicManeuver, inDefendersThreatenedSquare: boolean): ManeuverOpening {
  const row = CLASSIC_MANEUVERS[maneuver];
  return { ...row, provokes: row.provokes && inDefendersThreatenedSquare };
}

/** The opposed roll happens only when no touch attack is needed or the touch attack hit. */
export function reachesOpposedRoll(maneuver: ClassicManeuver, touchAttackHit: boolean): boolean {
  return !CLASSIC_MANEUVERS[maneuver].touchAttack || touchAttackHit;
}

/**
 * The opposed roll of this maneuver, with size where it applies and the −4 when the Attack of Opportunity it
 * provoked dealt damage; null for a maneuver with no opposed roll (charge, full defense).
 */
export function planManeuverRoll(maneuver: ClassicManeuver, aggressor: OpposedSide, defender: OpposedSide, aooDealtDamage: boolean): OpposedRollPlan | null {
  const row = CLASSIC_MANEUVERS[maneuver];
  if (row.opposed === null) return null;
  return planOpposedRoll({ aggressor, defender, sizeApplies: row.sizeApplies, aggressorTookAooDamage: row.provokes && aooDealtDamage });
}
