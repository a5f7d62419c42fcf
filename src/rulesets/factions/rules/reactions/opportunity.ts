/**
 * Opportunity attacks: a reaction against a nearby enemy moving away. The mover's movement is
 * interrupted, the attack resolves, and its turn resumes if it is still alive and conscious.
 * No one may react to an opportunity attack (see reaction-window.ts).
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { FACTIONS_REACTION_OUTCOME, FACTIONS_REACTION_REFUSAL } from "./labels";
import { mayReact, type Reactor } from "./reactor";

export interface OpportunityChance {
  reactor: Reactor;
  /** The mover fights for another faction. */
  moverIsEnemy: boolean;
  /** The mover starts its move in the reactor's zone. */
  moverNearby: boolean;
  /** The mover leaves the reactor's zone. */
  movingAway: boolean;
}

export function mayOpportunityAttack(c: OpportunityChance): Decision<object> {
  const may = mayReact(c.reactor);
  if (!may.ok) return may;
  if (!c.moverIsEnemy) return refuse(FACTIONS_REACTION_REFUSAL.notEnemy);
  if (!c.moverNearby) return refuse(FACTIONS_REACTION_REFUSAL.notNearby);
  if (!c.movingAway) return refuse(FACTIONS_REACTION_REFUSAL.notMovingAway);
  return { ok: true };
}

export interface InterruptedMove {
  resumes: boolean;
  outcome: string;
}

/** After the opportunity attack: the mover carries on only if still alive and conscious. */
export function afterOpportunityAttack(mover: { alive: boolean; conscious: boolean }): InterruptedMove {
  return mover.alive && mover.conscious
    ? { resumes: true, outcome: FACTIONS_REACTION_OUTCOME.moveResumes }
    : { resumes: false, outcome: FACTIONS_REACTION_OUTCOME.moveStops };
}
