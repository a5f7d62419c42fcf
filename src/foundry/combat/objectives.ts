/**
 * Each team's objective, kept on the Combat where only the GM writes (a player's write of the
 * Combat's system is refused by Foundry: BaseCombat#canUserModify). The GM sets or changes it at any
 * time and marks it complete; every client reads it from the same record.
 */
import type { GmAnswer } from "../channel";
import type { Objective } from "../../core/turns/fight-end";
import { combatData } from "./combat-model";
import { FrayCombat } from "./fray-combat";
import { replaced } from "../update-operators";

/** The GM command that sets a team's objective or marks it complete. */
export const SET_OBJECTIVE = "setObjective";

/** Long enough for a sentence on the tracker, short enough to stay one. */
export const OBJECTIVE_MAX_LENGTH = 200;

/** The combat's objectives by group id; none before any was set. */
export function objectivesOf(combat: Combat.Implementation): Record<string, Objective> {
  return combatData(combat)?.objectives ?? {};
}

/**
 * GM only: `text` replaces the team's objective, `complete` marks it done or not; what is not sent
 * stays. A changed text is a new objective, not yet complete ("an objective may change from one
 * round of combat to another").
 */
export async function handleSetObjective(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  if (game.users?.get(userId)?.isGM !== true) return { ok: false, reason: "FRAY.Tracker.Refusal.gmOnly" };
  const combat: unknown = game.combats?.get(String(payload.combatId));
  if (!(combat instanceof FrayCombat)) return { ok: false, reason: "FRAY.Tracker.Refusal.noCombat" };
  const groupId = typeof payload.groupId === "string" ? payload.groupId : "";
  if (!combat.groups.get(groupId)) return { ok: false, reason: "FRAY.Tracker.Refusal.badRequest" };
  const objectives = objectivesOf(combat);
  const before = objectives[groupId] ?? { text: "", complete: false };
  const text = typeof payload.text === "string" ? payload.text.trim().slice(0, OBJECTIVE_MAX_LENGTH) : before.text;
  const complete = typeof payload.complete === "boolean" ? payload.complete : text === before.text && before.complete;
  // The whole record is written as the whole value (Foundry merges an object field's keys otherwise); every entry is kept.
  await combat.update({ system: replaced("objectives", { ...objectives, [groupId]: { text, complete: complete && text !== "" } }) } as Combat.UpdateData);
  return { ok: true };
}
