/**
 * How far a combatant is out of the fight, shared by the individual and declared engines.
 * "dying" keeps its turn (classic: the death save happens on it; declared: one action),
 * "unconscious" and "defeated" are passed over without turn events.
 */
export type Condition = "active" | "dying" | "unconscious" | "defeated";

/** Does the combatant's slot in the order still come up as a turn? */
export function takesTurns(condition: Condition): boolean {
  return condition === "active" || condition === "dying";
}
