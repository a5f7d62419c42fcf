/**
 * A combatant its player took out of a fight and put back keeps what it had: a turn already
 * taken this round stays taken, what it spent of this round's budget stays spent, and a fallen or
 * defeated one comes back that way. Pure.
 */
import type { FighterStatus, Intent } from "./adapters/adapter";

/** What the GM notes when a player takes a combatant out of the fight. */
export interface Departure {
  round: number;
  status: FighterStatus;
  /** Its action budget when it left, as the ruleset's economy stores it; null (or absent, in older records) when none was stored. */
  budget?: unknown;
}

/** Statuses that mean this round's turn is used (taken, under way, or spent on a held action). */
const USED_TURN: readonly FighterStatus[] = ["acted", "acting", "holding"];

export interface Rejoin {
  actedThisRound: boolean;
  /** The budget to put back: what it had spent this round (another round's budget is spent no more). */
  budget: unknown;
  /** The condition to put back, as an intent for the rejoined combatant; null when it left standing. */
  condition: Intent | null;
}

export function rejoinOf(departure: Departure | null, round: number, combatantId: string): Rejoin {
  if (departure === null) return { actedThisRound: false, budget: null, condition: null };
  const sameRound = departure.round === round;
  const kept = { actedThisRound: sameRound && USED_TURN.includes(departure.status), budget: sameRound ? (departure.budget ?? null) : null };
  switch (departure.status) {
    case "defeated":
      return { ...kept, condition: { kind: "defeat", combatantId } };
    case "unconscious":
      return { ...kept, condition: { kind: "fallUnconscious", combatantId } };
    case "dying":
      return { ...kept, condition: { kind: "fallUnconscious", combatantId, dying: true } };
    default:
      return { ...kept, condition: null };
  }
}
