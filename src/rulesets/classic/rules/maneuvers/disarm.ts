/**
 * Disarm: an attack action needing a free hand or a disarming weapon; a melee touch attack with the current
 * attack's bonus, then opposed Dexterity with size. The defender's weapon drops in an adjacent square.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { CLASSIC_MANEUVER_REFUSAL as R } from "./labels";
import { settleOpposed, type ManeuverResult } from "./maneuver-result";

/** Whether the aggressor may try to disarm at all. */
export function canDisarm(hasFreeHand: boolean, wieldsDisarmingWeapon: boolean): Decision<object> {
  return hasFreeHand || wieldsDisarmingWeapon ? { ok: true } : refuse(R.disarmNeedsHand);
}

export interface DisarmEffect {
  defenderDrops: "weapon";
  landsIn: "adjacentSquare";
}

export function resolveDisarm(aggressorTotal: number, defenderTotal: number): ManeuverResult<DisarmEffect> {
  return settleOpposed(aggressorTotal, defenderTotal, () => ({ defenderDrops: "weapon", landsIn: "adjacentSquare" }));
}
