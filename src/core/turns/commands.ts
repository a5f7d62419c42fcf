/** Command shapes every choose-who-acts engine accepts; each engine adds its own to the union. */
import type { Issuer } from "./engine";

interface Base<T extends string> {
  type: T;
  by: Issuer;
}

/** Choose who acts now: starts that combatant's turn. */
export interface ActivateCommand extends Base<"activate"> {
  combatantId: string;
}
/** The active combatant finishes its turn (names it, so a stale click cannot end someone else's). */
export interface EndTurnCommand extends Base<"endTurn"> {
  combatantId: string;
}
/** GM: the combatant is out of the fight for good (it never gets turn events again). */
export interface DefeatCommand extends Base<"defeat"> {
  combatantId: string;
}
/** GM: the combatant leaves the fight (flees, is dismissed); it is removed from the roster. */
export interface LeaveCommand extends Base<"leave"> {
  combatantId: string;
}
/** GM: the combatant falls unconscious; it loses its turn while unconscious. */
export interface FallUnconsciousCommand extends Base<"fallUnconscious"> {
  combatantId: string;
}
/** GM: an unconscious combatant comes round; if it has not acted it may act at its group's next opportunity. */
export interface RecoverCommand extends Base<"recover"> {
  combatantId: string;
}
/** GM override: close the current round at once and begin the next. */
export interface NextRoundCommand extends Base<"nextRound"> {}
/** GM: restore the state before the last successful command. */
export interface UndoCommand extends Base<"undo"> {}

export type ConditionCommand = DefeatCommand | LeaveCommand | FallUnconsciousCommand | RecoverCommand;

export type CommonCommand = ActivateCommand | EndTurnCommand | ConditionCommand | NextRoundCommand | UndoCommand;
