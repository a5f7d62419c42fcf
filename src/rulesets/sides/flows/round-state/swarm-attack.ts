/**
 * The player's side of a Swarm Attack: the panel's button names the user's one target, and an
 * attack by a member of a declared swarm opens with that swarm's assailant count.
 */
import { warnUser } from "../../../../foundry/notify";
import { ROUND_STATE_KEYS } from "./keys";
import { declaredAssailants } from "./swarm-book";
import { SWARM_TARGET_FIELD } from "./swarm-declare";
import { bookOf } from "./swarm-store";

function warn(key: string): null {
  warnUser(key);
  return null;
}

/** The request's extra field naming the swarm's target (the user's one target); null, the player told why, without one in the fight. */
export function swarmTargetPayload(target: Token.Implementation | null): Record<string, unknown> | null {
  if (!target) return warn(ROUND_STATE_KEYS.swarmNeedsTarget);
  const combatant = target.document.combatant;
  return combatant?.id ? { [SWARM_TARGET_FIELD]: combatant.id } : warn(ROUND_STATE_KEYS.swarmTargetNotInFight);
}

/** The assailant count of the attacker's open swarm on the target this round; 0 when there is none. */
export function declaredSwarm(attacker: Combatant.Implementation | null | undefined, target: Combatant.Implementation | null | undefined): number {
  const combat = attacker?.parent;
  if (!attacker?.id || !target?.id || !combat || target.parent !== combat) return 0;
  return declaredAssailants(bookOf(combat), target.id, attacker.id);
}
