/**
 * Starting and escaping a grapple. A won grapple leaves both grappled: neither threatens, both are flat-footed
 * to everyone but each other, and the defender moves only when the aggressor moves it. At the start of its
 * turn the defender may roll grapple or Escape Artist again, as a free action, to break free.
 */
import { settleOpposed, type ManeuverResult, type ManeuverStatus } from "./maneuver-result";

export interface GrappleStarted {
  aggressorStatuses: ManeuverStatus[];
  defenderStatuses: ManeuverStatus[];
}

/** The aggressor's grapple total against the defender's grapple or Escape Artist total. */
export function resolveGrapple(aggressorTotal: number, defenderTotal: number): ManeuverResult<GrappleStarted> {
  return settleOpposed(aggressorTotal, defenderTotal, () => ({ aggressorStatuses: ["grappled"], defenderStatuses: ["grappled"] }));
}

export interface GrappleEscaped {
  /** Taken off both creatures: the hold, and everything that hangs on it (a submission hold ends with it). */
  statusesRemoved: ManeuverStatus[];
}

/** The held creature's grapple or Escape Artist total against its holder's grapple total. */
export function resolveGrappleEscape(escaperTotal: number, holderTotal: number): ManeuverResult<GrappleEscaped> {
  return settleOpposed(escaperTotal, holderTotal, () => ({ statusesRemoved: ["grappled", "pinned", "exposed"] }));
}
