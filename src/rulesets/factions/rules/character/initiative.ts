/**
 * What the turn engines read from a `factions` actor: the WIT score meets the fast-action threshold (a
 * d20); the structures that add a modifier to a die read AGI as one, (AGI − 10) / 2 rounded down, so a
 * score does not drown the die (a 1d8 side roll + 14 would never be in doubt).
 */
import type { InitiativeStats } from "../../../../core/ruleset/contract";
import { FACTIONS_SCORE_DEFAULT, readScore } from "./scores";

/** AGI as a modifier: 10–11 is +0, 14 is +2, 7 is −2. */
export function agilityModifier(agility: number): number {
  return Math.floor((agility - FACTIONS_SCORE_DEFAULT) / 2);
}

export function factionsInitiativeStats(system: object): InitiativeStats {
  const modifier = agilityModifier(readScore(system, "agi"));
  return { initiativeBonus: modifier, dexMod: modifier, agilityModifier: modifier, wit: readScore(system, "wit") };
}
