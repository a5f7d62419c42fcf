/**
 * Make a Snap Attack (Instant): give up the Main Action to attack at −4, even off-turn, but only
 * while this round's Main is unspent; among NPCs only the trained and disciplined may.
 */
import { checkAction, type RoundActions } from "./action-economy";
import type { AttackerProfile } from "./types";
import type { Decision } from "../../../../core/rules-types";

export function canSnapAttack(state: RoundActions, attacker: AttackerProfile): Decision<object> {
  const check = checkAction(state, "snapAttack", {
    // Stryker disable next-line BooleanLiteral: an Instant ignores whose turn it is
    ownTurn: false,
    kind: attacker.kind,
    snapTrained: attacker.snapTrained,
  });
  return check.allowed ? { ok: true } : { ok: false, reason: check.reason };
}
