import type { TrackerView } from "../../core/turns/adapters/adapter";
import { FrayCombat } from "./fray-combat";
import { askIntentDetails } from "./intent-dialogs";
import { pushToUser } from "../channel";

/** The push a player's client answers only when the server says a GM sent it. */
export const DECLARE_PUSH = "declare";

/**
 * When a declared-speed round opens for declarations, the GM pushes the declare dialog to each
 * player whose combatants must declare; the players answer through the usual GM command.
 */
export function pushDeclarations(combat: Combat.Implementation, before: TrackerView, after: TrackerView): void {
  if (after.phase !== "declaring" || (before.phase === "declaring" && before.round === after.round)) return;
  const waiting = after.fighters.filter((fighter) => fighter.declared === null && fighter.status !== "defeated" && fighter.status !== "unconscious");
  for (const user of game.users?.contents ?? []) {
    if (user.isGM || !user.active) continue;
    const mine = waiting.filter((fighter) => combat.combatants.get(fighter.id)?.actor?.testUserPermission(user, "OWNER"));
    if (mine.length > 0) pushToUser(user.id ?? "", DECLARE_PUSH, { combatId: combat.id, combatantIds: mine.map((f) => f.id) });
  }
}

/** The player's side: one declare dialog per combatant, each answer sent to the GM. */
export async function answerDeclarationPrompt(data: unknown): Promise<boolean> {
  const request = typeof data === "object" && data !== null ? (data as { combatId?: unknown; combatantIds?: unknown }) : {};
  const combat: unknown = game.combats?.get(String(request.combatId));
  if (!(combat instanceof FrayCombat) || !Array.isArray(request.combatantIds)) return false;
  for (const combatantId of request.combatantIds.filter((id): id is string => typeof id === "string")) {
    const intent = await askIntentDetails(combat, { kind: "declare", combatantId });
    if (intent) await combat.issue(intent);
  }
  return true;
}
