/**
 * The started fight a `classic` creature stands in (src/foundry/combat/started-fight.ts), or the one its
 * player took it out of that still runs: what rests refuse and what death saves count their rounds by.
 * Leaving the tracker is no way out of the fight.
 */
import { departedFromRunningFight, startedFightOf } from "../../../../foundry/combat/started-fight";

/** A started fight and the creature's combatant in it: null when its player took it out. */
export interface FightOf {
  combat: Combat.Implementation;
  combatant: Combatant.Implementation | null;
}

/** The started fight the actor stands in, or that its player took it out of and that still runs; null for neither. */
export function fightOrDepartureOf(actor: Actor.Implementation): FightOf | null {
  const standing = startedFightOf(actor);
  if (standing) return standing;
  const left = departedFromRunningFight(actor);
  return left ? { combat: left, combatant: null } : null;
}

/** Whether the actor stands in a started fight, or its player took it out of one that still runs. */
export const inStartedFight = (actor: Actor.Implementation): boolean => fightOrDepartureOf(actor) !== null;
