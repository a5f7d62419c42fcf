/**
 * Whether a creature may still make its attack: a dead or paralyzed one may not — unless it is in the
 * simultaneous step being resolved and has not ended its part, for then it was up when the step began
 * and its blow lands with the one that dropped it (a double knock-out).
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { conditionsAllowAction } from "../condition/condition-effects";
import { DECLARED_CONDITION_REFUSAL } from "../condition/labels";

export interface AttackerStanding {
  dead: boolean;
  statuses: ReadonlySet<string>;
  /** It is in the step being resolved and has not ended its part. */
  inRunningStep: boolean;
}

export function attackerMayAct(standing: AttackerStanding): Decision<object> {
  if (standing.inRunningStep) return { ok: true };
  if (standing.dead) return refuse(DECLARED_CONDITION_REFUSAL.dead);
  return conditionsAllowAction(standing.statuses);
}
