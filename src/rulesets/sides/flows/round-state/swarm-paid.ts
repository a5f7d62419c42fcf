/** Whether an attack from the actions panel is a swarm's attack, already paid for by its Swarm Attack. */
import { combatantOf } from "../actions/combatant-of";
import { declaredSwarm } from "./swarm-attack";

/**
 * A swarm member's attack on the swarm's target is the attack its Swarm Attack declared (the Main
 * Action already paid for it), so the panel does not ask for a Melee or Ranged Attack action.
 */
export function attackPaidBySwarm(actor: Actor.Implementation, target: Token.Implementation | null): boolean {
  return declaredSwarm(combatantOf(actor)?.combatant, target?.document.combatant) > 0;
}
