/**
 * A classic creature's own turn starting (GM): its turn-long statuses end, then, if it is dying, it
 * makes its death save (once a round: see flows/dying/death-save.ts).
 */
import { classicDataOf } from "../dying/creature";
import { classicDeathSave } from "../dying/death-save";
import { creaturesOf, endExpiringStatuses } from "./expiring-statuses";

export async function classicTurnStart(combat: Combat.Implementation, combatantIds: readonly string[]): Promise<void> {
  for (const id of combatantIds) {
    const combatant = combat.combatants.get(id);
    const actor = combatant?.actor;
    if (!combatant || !actor) continue;
    await endExpiringStatuses(actor, "turnStart");
    const data = classicDataOf(actor);
    if (data?.dying.down) await classicDeathSave(actor, data, { combat, combatant });
  }
}

/** GM: the round's end takes every feint's flat-footed away. */
export async function classicRoundEnd(combat: Combat.Implementation): Promise<void> {
  for (const actor of creaturesOf(combat)) await endExpiringStatuses(actor, "roundEnd");
}
