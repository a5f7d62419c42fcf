/**
 * Make a Swarm Attack: up to four assailants declare on one target in a round; then one of them
 * attacks with +2 to hit and +1 damage for every other assailant (at most +6 / +3).
 */
import { REFUSAL } from "./labels";
import type { Decision } from "../../../../core/rules-types";

export const SWARM_MAX_ASSAILANTS = 4;
const TO_HIT_PER_OTHER = 2;
const MAX_TO_HIT = 6;
const MAX_DAMAGE = 3;

export interface SwarmState {
  targetId: string;
  round: number;
  /** Combatant ids in declaration order; each spent a Main Action to join. */
  assailants: string[];
  /** The swarm's one attack has been made; a later declaration starts a new swarm. */
  resolved: boolean;
}

export interface SwarmBonus {
  toHit: number;
  damage: number;
}

export function emptySwarm(targetId: string, round: number): SwarmState {
  return { targetId, round, assailants: [], resolved: false };
}

/** +2 to hit and +1 damage per assailant other than the attacker, capped at +6 / +3. */
export function swarmBonus(assailantCount: number): SwarmBonus {
  const others = Math.max(0, Math.min(assailantCount, SWARM_MAX_ASSAILANTS) - 1);
  return {
    toHit: Math.min(others * TO_HIT_PER_OTHER, MAX_TO_HIT),
    // +1 damage per other assailant.
    damage: Math.min(others, MAX_DAMAGE),
  };
}

/**
 * Adds an assailant to the swarm on `state.targetId`. A new round, or a swarm whose attack was
 * already made, starts afresh (our reading: each swarm is one attack).
 */
export function declareSwarm(
  state: SwarmState,
  assailantId: string,
  round: number,
): Decision<{ state: SwarmState }> {
  const current = state.round !== round || state.resolved ? emptySwarm(state.targetId, round) : state;
  if (current.assailants.includes(assailantId)) {
    return { ok: false, reason: { key: REFUSAL.swarmAlreadyDeclared } };
  }
  if (current.assailants.length >= SWARM_MAX_ASSAILANTS) {
    return { ok: false, reason: { key: REFUSAL.swarmFull, data: { max: SWARM_MAX_ASSAILANTS } } };
  }
  return { ok: true, state: { ...current, assailants: [...current.assailants, assailantId] } };
}

/**
 * One assailant makes the swarm's attack, at that point or any point before four have joined.
 * Returns the bonus to use and the swarm closed.
 */
export function makeSwarmAttack(
  state: SwarmState,
  attackerId: string,
  round: number,
): Decision<{ state: SwarmState; bonus: SwarmBonus; assailants: number }> {
  if (state.round !== round || state.resolved || !state.assailants.includes(attackerId)) {
    return { ok: false, reason: { key: REFUSAL.swarmNotAssailant } };
  }
  const assailants = state.assailants.length;
  return { ok: true, state: { ...state, resolved: true }, bonus: swarmBonus(assailants), assailants };
}

/**
 * The swarm's damage bonus cannot lift the hit above the weapon's usual maximum damage
 * (its formula's maximum plus the same non-swarm bonuses this hit had).
 */
export function capSwarmDamage(
  damageWithoutSwarm: number,
  swarmDamage: number,
  usualMaximum: number,
): { added: number; capped: boolean } {
  const room = Math.max(0, usualMaximum - damageWithoutSwarm);
  const added = Math.max(0, Math.min(swarmDamage, room));
  return { added, capped: added < swarmDamage };
}
