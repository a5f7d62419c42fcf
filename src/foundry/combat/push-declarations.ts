import { pushToUser } from "../channel";
import { translate } from "../i18n";

/** The push a player's client answers only when the server says a GM sent it. */
export const DECLARE_PUSH = "declare";

/**
 * GM: the combatants the structure now asks to declare (all at once, or the next in the ruleset's
 * order): each player who owns some and is connected gets the declare dialog, answered through the
 * usual GM command. Those no player is there to answer for are the GM's to declare: the GM is told.
 */
export function pushDeclarations(combat: Combat.Implementation, combatantIds: readonly string[]): void {
  if (combatantIds.length === 0) return;
  const reached = new Set<string>();
  for (const user of game.users?.contents ?? []) {
    if (user.isGM || !user.active) continue;
    const mine = combatantIds.filter((id) => combat.combatants.get(id)?.actor?.testUserPermission(user, "OWNER"));
    mine.forEach((id) => reached.add(id));
    if (mine.length > 0) pushToUser(user.id ?? "", DECLARE_PUSH, { combatId: combat.id, combatantIds: mine });
  }
  const names = combatantIds.filter((id) => !reached.has(id)).map((id) => combat.combatants.get(id)?.name ?? id);
  if (names.length > 0) ui.notifications?.info(translate("FRAY.Tracker.declareFor", { names: names.join(", ") }));
}
