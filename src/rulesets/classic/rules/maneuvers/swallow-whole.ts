/**
 * Swallow whole: a standard action for a creature three size categories larger (or with a feat that lets it
 * swallow bigger foes); the defender's grapple or Escape Artist against the attacker's grapple. A swallowed
 * creature cuts its way out with a piercing or slashing weapon by dealing 20% of the attacker's health, falls
 * unconscious after 3 rounds inside, and dies if not retrieved within 2 minutes (20 rounds of 6 seconds).
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { CLASSIC_MANEUVER_REFUSAL as R } from "./labels";
import { settleOpposed, type ManeuverResult, type ManeuverStatus } from "./maneuver-result";
import { sizeStepsBetween, type ClassicSize } from "../character/size";

export const SWALLOW_SIZE_STEPS = 3;
export const CUT_OUT_FRACTION = 0.2;
export const SWALLOWED_ROUNDS_TO_UNCONSCIOUS = 3;
export const SWALLOWED_ROUNDS_TO_DEATH = 20;

/** Whether the attacker is big enough (or has the feat) to swallow this defender. */
export function canSwallow(attackerSize: ClassicSize, defenderSize: ClassicSize, hasSwallowFeat: boolean): Decision<object> {
  if (hasSwallowFeat || sizeStepsBetween(attackerSize, defenderSize) >= SWALLOW_SIZE_STEPS) return { ok: true };
  return refuse(R.swallowTooSmall, { steps: SWALLOW_SIZE_STEPS });
}

export function resolveSwallowWhole(attackerTotal: number, defenderTotal: number): ManeuverResult<{ defenderStatuses: ManeuverStatus[] }> {
  return settleOpposed(attackerTotal, defenderTotal, () => ({ defenderStatuses: ["swallowed"] }));
}

/** The damage a swallowed creature must deal from inside to cut out: 20% of the attacker's maximum HP, rounded up. */
export function cutOutDamage(attackerMaxHp: number): number {
  return Math.ceil(attackerMaxHp * CUT_OUT_FRACTION);
}

/** Whether this much damage from inside, with a piercing or slashing weapon, frees the swallowed creature. */
export function cutsOut(damageDealtInside: number, attackerMaxHp: number, piercingOrSlashing: boolean): boolean {
  return piercingOrSlashing && damageDealtInside >= cutOutDamage(attackerMaxHp);
}

/** What being inside has done after this many full rounds swallowed. */
export function swallowedState(roundsSwallowed: number): "conscious" | "unconscious" | "dead" {
  if (roundsSwallowed >= SWALLOWED_ROUNDS_TO_DEATH) return "dead";
  return roundsSwallowed >= SWALLOWED_ROUNDS_TO_UNCONSCIOUS ? "unconscious" : "conscious";
}
