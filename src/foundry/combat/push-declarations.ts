import { pushToUser } from "../channel";

/** The push a player's client answers only when the server says a GM sent it. */
export const DECLARE_PUSH = "declare";

/**
 * GM: when the structure opens declarations (its adapter names who must declare), each player
 * whose combatants must declare gets the declare dialog; they answer through the usual GM command.
 */
export function pushDeclarations(combat: Combat.Implementation, combatantIds: readonly string[]): void {
  if (combatantIds.length === 0) return;
  for (const user of game.users?.contents ?? []) {
    if (user.isGM || !user.active) continue;
    const mine = combatantIds.filter((id) => combat.combatants.get(id)?.actor?.testUserPermission(user, "OWNER"));
    if (mine.length > 0) pushToUser(user.id ?? "", DECLARE_PUSH, { combatId: combat.id, combatantIds: mine });
  }
}
