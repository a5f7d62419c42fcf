/**
 * Whether a character may spend its turn on a reaction now. A reaction is taken outside the round
 * order and in any phase, whatever its WIT against the fast action threshold; it spends the turn.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { FACTIONS_REACTION_REFUSAL } from "./labels";

export interface Reactor {
  /** Sees its attacker coming: false when a concealed character attacks (surprise). */
  aware: boolean;
  /** Already took (or reacted with) its turn this round: the turn a reaction would spend is gone. */
  tookTurnThisRound: boolean;
  /** Up, conscious and fighting: not incapacitated, surrendered or fled. */
  able: boolean;
}

export function mayReact(reactor: Reactor): Decision<object> {
  if (!reactor.able) return refuse(FACTIONS_REACTION_REFUSAL.unable);
  if (!reactor.aware) return refuse(FACTIONS_REACTION_REFUSAL.unaware);
  if (reactor.tookTurnThisRound) return refuse(FACTIONS_REACTION_REFUSAL.alreadyActed);
  return { ok: true };
}
