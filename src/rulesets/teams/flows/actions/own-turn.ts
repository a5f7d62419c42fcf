/**
 * Whose turn it is in a teams fight, from the tracker's plain view. The team on turn chooses one
 * character, who alone takes that turn: only the combatant acting has its own turn, whatever the
 * structure, and a fight not started has no turn to be out of. Pure.
 */
import type { TrackerView } from "../../../../core/turns/adapters/adapter";

export function teamsOwnTurn(view: TrackerView | null, combatantId: string): boolean {
  if (!view || !view.started) return true;
  return view.activeIds.includes(combatantId) || view.fighters.some((fighter) => fighter.id === combatantId && fighter.status === "acting");
}
