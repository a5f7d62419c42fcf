/**
 * Total Defense (Instant): give up the Main Action for +2 AC and immunity to all Shock (even a
 * Swarm's) until the start of the next turn. Usable after seeing an attack roll, never after
 * the Main Action is spent.
 */
import { checkAction, type RoundActions } from "./action-economy";
import type { TargetProfile } from "./types";
import type { Decision } from "../../../../core/rules-types";

export function canTotalDefense(state: RoundActions): Decision<object> {
  // Stryker disable next-line ObjectLiteral,BooleanLiteral,StringLiteral: an Instant ignores whose turn it is, and Total Defense ignores who takes it
  const check = checkAction(state, "totalDefense", { ownTurn: false, kind: "character", snapTrained: false });
  return check.allowed ? { ok: true } : { ok: false, reason: check.reason };
}

/**
 * The target as an attack must now see it. Taken after the roll, the attack is re-resolved
 * with the same d20 against this profile: a hit may become a miss, and no Shock lands.
 */
export function withTotalDefense(target: TargetProfile): TargetProfile {
  return { ...target, totalDefense: true };
}
