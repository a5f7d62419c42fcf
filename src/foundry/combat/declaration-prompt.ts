import { FrayCombat } from "./fray-combat";
import { askIntentDetails } from "./intent-dialogs";

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
