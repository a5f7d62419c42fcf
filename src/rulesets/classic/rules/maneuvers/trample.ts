/**
 * Trample: a full-round run through enemy squares at twice the speed; touch attack, Attack of Opportunity,
 * opposed Strength with size. A win runs through the defender's square, knocks it prone and crushes it for
 * the aggressor's unarmed damage plus twice its Strength modifier.
 */
import { withBonus } from "../../../../core/dice/formula";
import { settleOpposed, type ManeuverResult, type ManeuverStatus } from "./maneuver-result";

/** How far a trampler may run this round. */
export function trampleMaxDistanceFeet(speedFeet: number): number {
  return 2 * speedFeet;
}

export interface TrampleEffect {
  defenderStatuses: ManeuverStatus[];
  passesThrough: true;
  damageFormula: string;
  damageType: "crushing";
}

export function resolveTrample(aggressorTotal: number, defenderTotal: number, unarmedDamage: string, strengthModifier: number): ManeuverResult<TrampleEffect> {
  return settleOpposed(aggressorTotal, defenderTotal, () => ({
    defenderStatuses: ["prone"],
    passesThrough: true,
    damageFormula: withBonus(unarmedDamage, 2 * strengthModifier),
    damageType: "crushing",
  }));
}
