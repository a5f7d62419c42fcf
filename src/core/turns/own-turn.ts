/** Whether the tracker's plain view says a combatant may act now. Pure. */
import type { TrackerView } from "./adapters/adapter";

/** Statuses that take a combatant out of the order: no turn of its own comes up (the dying keep theirs). */
const OUT_OF_THE_ORDER = new Set(["unconscious", "defeated"]);

/** Acting, among the active, or its group on turn; a fight not started has no turn to be out of; the knocked out and defeated have none. */
export function isOwnTurn(view: TrackerView | null, combatantId: string, groupId: string | null): boolean {
  // A fight not started under a turn structure has no turn to be out of: the GM runs it freehand.
  if (!view || !view.started) return true;
  const status = view.fighters.find((fighter) => fighter.id === combatantId)?.status;
  if (status !== undefined && OUT_OF_THE_ORDER.has(status)) return false;
  // Every adapter lists the fighters it shows as acting among the active ids.
  if (view.activeIds.includes(combatantId)) return true;
  return view.groups.some((group) => group.id === groupId && group.onTurn);
}
