/**
 * A combatant its player took out of a fight and put back keeps what it had: a turn already
 * taken this round stays taken, and a fallen or defeated one comes back that way. Pure.
 */
import type { FighterStatus, Intent } from "./adapters/adapter";

/** What the GM notes when a player takes a combatant out of the fight. */
export interface Departure {
  round: number;
  status: FighterStatus;
}

/** Statuses that mean this round's turn is used (taken, under way, or spent on a held action). */
const USED_TURN: readonly FighterStatus[] = ["acted", "acting", "holding"];

export interface Rejoin {
  actedThisRound: boolean;
  /** The condition to put back, as an intent for the rejoined combatant; null when it left standing. */
  condition: Intent | null;
}

export function rejoinOf(departure: Departure | null, round: number, combatantId: string): Rejoin {
  if (departure === null) return { actedThisRound: false, condition: null };
  const actedThisRound = departure.round === round && USED_TURN.includes(departure.status);
  switch (departure.status) {
    case "defeated":
      return { actedThisRound, condition: { kind: "defeat", combatantId } };
    case "unconscious":
      return { actedThisRound, condition: { kind: "fallUnconscious", combatantId } };
    case "dying":
      return { actedThisRound, condition: { kind: "fallUnconscious", combatantId, dying: true } };
    default:
      return { actedThisRound, condition: null };
  }
}
