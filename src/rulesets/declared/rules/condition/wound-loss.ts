/**
 * Losing Wound Points and what it crosses: reaching 0 incapacitates, going below 0 starts dying,
 * reaching minus Strength kills. A new wound (a hit) reopens a stabilized creature; the Wound Points it
 * pays for its own further actions do not, since the chapter prices those actions for a stabilized creature.
 */
import { DECLARED_CONDITION_NOTICE } from "./labels";
import { isDead, woundState, type DeclaredWoundState, type WoundStanding } from "./wound-state";

/** Where the loss comes from: a hit's damage, an action paid in Wound Points, or the end-of-round loss. */
export type WoundLossCause = "hit" | "exertion" | "bleeding";

export type WoundThreshold = "incapacitated" | "dying" | "dead";

export interface WoundLossResult {
  woundPoints: number;
  stabilized: boolean;
  state: DeclaredWoundState;
  /** The worst threshold this loss crossed, null when none. */
  crossed: WoundThreshold | null;
  /** i18n keys for the card, in the order they happened. */
  notices: string[];
}

export function loseWoundPoints(standing: WoundStanding, loss: number, cause: WoundLossCause): WoundLossResult {
  const lost = Math.max(0, loss);
  const before = standing.woundPoints;
  const woundPoints = before - lost;
  // A flag left over from before the creature got back up stabilizes nothing.
  const wasStabilized = standing.stabilized && before <= 0;
  const reopened = wasStabilized && cause === "hit" && lost > 0;
  const stabilized = wasStabilized && !reopened;
  const threshold = crossedThreshold(before, woundPoints, standing.strength);
  // Still stabilized below 0 is not dying: only death is news.
  const crossed = stabilized && threshold !== "dead" ? null : threshold;
  const notices: string[] = [];
  if (reopened) notices.push(DECLARED_CONDITION_NOTICE.stabilizationLost);
  if (crossed !== null) notices.push(DECLARED_CONDITION_NOTICE[crossed]);
  return { woundPoints, stabilized, state: woundState({ ...standing, woundPoints, stabilized }), crossed, notices };
}

function crossedThreshold(before: number, after: number, strength: number): WoundThreshold | null {
  if (isDead(after, strength) && !isDead(before, strength)) return "dead";
  if (after < 0 && before >= 0) return "dying";
  if (after <= 0 && before > 0) return "incapacitated";
  return null;
}
