/** Trip: an attack action; touch attack, Attack of Opportunity, opposed Strength with size; a win knocks the defender prone. */
import { settleOpposed, type ManeuverResult, type ManeuverStatus } from "./maneuver-result";

export interface KnockedProne {
  defenderStatuses: ManeuverStatus[];
}

export function resolveTrip(aggressorTotal: number, defenderTotal: number): ManeuverResult<KnockedProne> {
  return settleOpposed(aggressorTotal, defenderTotal, () => ({ defenderStatuses: ["prone"] }));
}
