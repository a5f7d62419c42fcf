/**
 * Ambushes and hiding. Ambushers start the fight concealed and play a bonus turn before round 1 (the
 * turn engine runs it); enemies attacked by a concealed character are surprised and cannot react.
 * Hiding again later needs being out of sight for a while or a major distraction, as the GM judges.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { FACTIONS_SNEAKING_REFUSAL } from "./labels";

/** Concealed at the start of the fight: exactly those who launched the ambush. */
export function concealedAtStart(ambusher: boolean): boolean {
  return ambusher;
}

/** Whether the target of an attack sees it coming (and so may react). */
export function awareOfAttacker(attackerConcealed: boolean): boolean {
  return !attackerConcealed;
}

export interface HidingChance {
  concealed: boolean;
  /** Out of the enemy's sight for a while (the GM's call). */
  outOfSightForAWhile: boolean;
  /** A major distraction draws every eye elsewhere (the GM's call). */
  majorDistraction: boolean;
}

export function mayHide(c: HidingChance): Decision<object> {
  if (c.concealed) return refuse(FACTIONS_SNEAKING_REFUSAL.alreadyConcealed);
  if (!c.outOfSightForAWhile && !c.majorDistraction) return refuse(FACTIONS_SNEAKING_REFUSAL.inSight);
  return { ok: true };
}
