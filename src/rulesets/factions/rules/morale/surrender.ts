/**
 * Surrendering: a character spends its whole turn to throw its weapons away and put its hands up. A
 * surrendered character harmed by the enemy may resume fighting normally, even after a failed morale
 * check; it is then no longer immune to morale (it never passed), so it checks again if its faction's
 * trigger still holds at the next morale step.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { FACTIONS_MORALE_REFUSAL } from "./labels";

export interface SurrenderState {
  surrendered: boolean;
  /** Harmed by the enemy since it surrendered. */
  harmedSinceSurrender: boolean;
}

/** Surrender on its own turn: the whole turn is spent (no movement, no other action). */
export function surrender(s: SurrenderState): Decision<{ spendsWholeTurn: true }> {
  if (s.surrendered) return refuse(FACTIONS_MORALE_REFUSAL.surrendered);
  return { ok: true, spendsWholeTurn: true };
}

/** Whether a surrendered character may take up arms again. */
export function mayFightAgain(s: SurrenderState): Decision<object> {
  if (!s.surrendered) return refuse(FACTIONS_MORALE_REFUSAL.notSurrendered);
  if (!s.harmedSinceSurrender) return refuse(FACTIONS_MORALE_REFUSAL.notHarmed);
  return { ok: true };
}
