/**
 * Statuses that end on their own (rules/character/round-statuses.ts): full defense, a charge, reckless
 * or defensive fighting and a shatter attempt end when the creature's own turn starts; a feint's
 * flat-footed ends with the round. The GM removes them from Fray's turn hooks.
 */
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { expiringStatuses, type StatusExpiry } from "../../rules/character/round-statuses";

/** GM: removes from the actor the statuses that end now. */
export async function endExpiringStatuses(actor: Actor.Implementation | null | undefined, when: StatusExpiry): Promise<void> {
  if (!actor) return;
  await setStatuses(actor, expiringStatuses(actor.statuses, when), false);
}

/** Each creature in the fight once (a linked actor may stand behind several combatants). */
export function creaturesOf(combat: Combat.Implementation): Actor.Implementation[] {
  return [...new Set(combat.combatants.contents.flatMap((combatant) => (combatant.actor ? [combatant.actor] : [])))];
}
