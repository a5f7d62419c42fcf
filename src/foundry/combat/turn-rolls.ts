import { LANE_ROLL } from "../roll-dice";
import { gmUserIds } from "../users";
import { messageOptionFor } from "../roll-mode";
import type { PendingRollView, RollResult } from "../../core/turns/adapters/adapter";
import { groupIdOf } from "./fight-setup";

/**
 * Rolls what the engine waits for as a Foundry Roll posted to chat (one card per side or
 * combatant, so Dice So Nice animates it). A roll that names a hidden combatant (an initiative
 * roll, a roll-off) or concerns only hidden ones (a side all hidden) goes to the GMs alone, so
 * players learn nothing of who is hiding; any other is public, as the tracker shows its result anyway.
 * The mode is explicit: left out, the roller's own roll mode would decide.
 */
export async function rollPending(combat: Combat.Implementation, pending: PendingRollView): Promise<RollResult> {
  const roll = await new foundry.dice.Roll(pending.formula).evaluate(LANE_ROLL);
  const names = pending.forIds.map((id) => combat.groups.get(id)?.name ?? combat.combatants.get(id)?.name ?? id);
  const namesHidden = pending.forIds.some((id) => combat.combatants.get(id)?.hidden === true);
  const hidden = namesHidden || concerned(combat, pending.forIds).every((combatant) => combatant.hidden);
  const flavor = game.i18n?.format("FRAY.Tracker.Roll.flavor", {
    purpose: game.i18n.localize(`FRAY.Tracker.Roll.${pending.purpose}`),
    names: names.join(", "),
  });
  const whisper = hidden ? gmUserIds() : [];
  // fvtt-types 13 knows only v13's `rollMode` option; v14's `messageMode` is passed under the same type.
  await roll.toMessage({ flavor, whisper, speaker: { alias: names.join(", ") } }, messageOptionFor(hidden ? "gm" : "public") as { rollMode: ChatMessage.PassableRollMode });
  return { purpose: pending.purpose, forId: pending.forIds[0] ?? null, forIds: pending.forIds, total: roll.total ?? 0 };
}

/** The combatants a roll is for: those named, and the members of the groups named. */
function concerned(combat: Combat.Implementation, ids: string[]): Combatant.Implementation[] {
  return combat.combatants.contents.filter((combatant) => ids.includes(combatant.id ?? "") || ids.includes(groupIdOf(combatant) ?? ""));
}
