/**
 * What a grappling aggressor may do with its hold, each won on an opposed grapple (a defender who wins stays
 * grappled): break a bone, expose a pinned defender, move it, hold it in submission, or pin it.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { CLASSIC_MANEUVER_REFUSAL as R } from "./labels";
import { settleOpposed, type ManeuverResult, type ManeuverStatus } from "./maneuver-result";

export type GrappleFollowUp = "break" | "expose" | "move" | "submission" | "pin";

/** Rounds a submission hold must last before the defender faints. */
export const SUBMISSION_ROUNDS = 3;

export interface HoldFacts {
  /** The aggressor is grappling this defender. */
  holding: boolean;
  defenderPinned: boolean;
}

/** Whether the follow-up may be tried: only from a hold, and expose only on a pinned defender. */
export function canFollowUp(followUp: GrappleFollowUp, hold: HoldFacts): Decision<object> {
  if (!hold.holding) return refuse(R.notGrappling);
  if (followUp === "expose" && !hold.defenderPinned) return refuse(R.exposeNeedsPin);
  return { ok: true };
}

/** Break: a broken bone injury on the defender. */
export function resolveGrappleBreak(aggressorTotal: number, defenderTotal: number): ManeuverResult<{ defenderInjury: "brokenBone" }> {
  return settleOpposed(aggressorTotal, defenderTotal, () => ({ defenderInjury: "brokenBone" as const }));
}

/** Expose: the pinned defender is helpless to the aggressor's allies, open to a kill-shot. */
export function resolveGrappleExpose(aggressorTotal: number, defenderTotal: number): ManeuverResult<{ defenderStatuses: ManeuverStatus[] }> {
  return settleOpposed(aggressorTotal, defenderTotal, () => ({ defenderStatuses: ["exposed"] }));
}

/** How far the aggressor may drag the defender: half its own speed, in whole 5-ft squares. */
export function grappleMoveMaxFeet(aggressorSpeedFeet: number): number {
  return Math.floor(aggressorSpeedFeet / 10) * 5;
}

export function resolveGrappleMove(aggressorTotal: number, defenderTotal: number, aggressorSpeedFeet: number): ManeuverResult<{ maxDistanceFeet: number }> {
  return settleOpposed(aggressorTotal, defenderTotal, () => ({ maxDistanceFeet: grappleMoveMaxFeet(aggressorSpeedFeet) }));
}

/** Pin: the defender can neither attack nor move, but is not exposed. */
export function resolveGrapplePin(aggressorTotal: number, defenderTotal: number): ManeuverResult<{ defenderStatuses: ManeuverStatus[] }> {
  return settleOpposed(aggressorTotal, defenderTotal, () => ({ defenderStatuses: ["pinned"] }));
}

export interface SubmissionHeld {
  /** Rounds the hold has now lasted (kept with the grapple in the round state; a lost roll resets it to 0). */
  roundsHeld: number;
  defenderStatuses: ManeuverStatus[];
  /** The defender's maximum HP, taken as non-lethal damage when the hold completes; 0 before. */
  nonLethalDamage: number;
}

/**
 * One round of a submission hold: each won roll counts a round; the third faints the defender with its
 * maximum HP in non-lethal damage. A defender who wins breaks the hold but stays grappled.
 */
export function resolveGrappleSubmission(aggressorTotal: number, defenderTotal: number, roundsHeldBefore: number, defenderMaxHp: number): ManeuverResult<SubmissionHeld> {
  return settleOpposed(aggressorTotal, defenderTotal, () => {
    const roundsHeld = roundsHeldBefore + 1;
    if (roundsHeld < SUBMISSION_ROUNDS) return { roundsHeld, defenderStatuses: [], nonLethalDamage: 0 };
    return { roundsHeld, defenderStatuses: ["unconscious"], nonLethalDamage: defenderMaxHp };
  });
}
