/**
 * When an attack may be reacted to: after the WIT save to hit (if one was needed) and before damage
 * is rolled; never once an attack stunt is accepted, nor against an opportunity attack.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { FACTIONS_REACTION_REFUSAL } from "./labels";

/** Where the attack stands. */
export interface AttackMoment {
  /** The WIT save to hit: "none" when the attack hits without one. */
  witSaveToHit: "none" | "pending" | "passed" | "failed";
  /** An attack stunt on offer to the target, and its answer. */
  stunt: "none" | "proposed" | "accepted" | "refused";
  damageRolled: boolean;
  /** The attack is itself an opportunity attack (a reaction spending its maker's turn). */
  opportunity: boolean;
}

export function reactionWindow(m: AttackMoment): Decision<object> {
  if (m.opportunity) return refuse(FACTIONS_REACTION_REFUSAL.opportunityAttack);
  if (m.witSaveToHit === "pending") return refuse(FACTIONS_REACTION_REFUSAL.witSavePending);
  if (m.witSaveToHit === "failed") return refuse(FACTIONS_REACTION_REFUSAL.missed);
  if (m.damageRolled) return refuse(FACTIONS_REACTION_REFUSAL.damageRolled);
  // The stunt is offered before the target decides whether to react.
  if (m.stunt === "proposed") return refuse(FACTIONS_REACTION_REFUSAL.stuntPending);
  if (m.stunt === "accepted") return refuse(FACTIONS_REACTION_REFUSAL.stuntAccepted);
  return { ok: true };
}
