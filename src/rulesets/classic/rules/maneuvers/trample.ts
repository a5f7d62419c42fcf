/**
 * Trample: a full-round run through enemy squares at twice the speed; touch attack, Attack of Opportunity,
 * opposed Strength with size. A win runs through the defender's square, knocks it prone and crushes it for
 * the aggressor's unarmed damage plus twice its Strength modifier.
 */
import { withBonus } from "../../../../core/dice/formula";
import { settleOpposed, type ManeuverResult, type ManeuverStatus } from "./maneuver-result";
import type { ClassicSize } from "../character/size";

/**
 * An unarmed strike's damage by size; the chapter names none, so Fray uses the d20 table its sizes come from
 * (Medium 1d3, Small 1d2, one step of dice per size either way; at least 1).
 */
export const UNARMED_DAMAGE: Record<ClassicSize, string> = {
  fine: "1",
  diminutive: "1",
  tiny: "1",
  small: "1d2",
  medium: "1d3",
  large: "1d4",
  huge: "1d6",
  gargantuan: "1d8",
  colossal: "2d6",
};

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
