/**
 * In a grapple neither side can move from where it stands: the actions that move (Run, Charge,
 * a Screen an Ally that moves) are refused to anyone holding or held. Pure.
 */
import { grappleRestrictions, type GrappleState } from "../../rules/combat/grapple";
import type { Reason } from "../../../../core/rules-types";

export const GRAPPLE_NO_MOVE = "FRAY.Sides.Maneuver.Refusal.GrappleNoMove";

export function grappleMoveRefusal(state: GrappleState, id: string, actionId: string, moved: boolean): Reason | null {
  const moves = actionId === "run" || actionId === "charge" || (actionId === "screenAlly" && moved);
  return moves && !grappleRestrictions(state, id).canMove ? { key: GRAPPLE_NO_MOVE } : null;
}
