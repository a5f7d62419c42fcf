/**
 * Base Initiative, rolled once a fight: a d12 minus the Agility modifier (AGI +2 rolls 1d12−2,
 * AGI −1 rolls 1d12+1). The declared-speed engine rolls it from `agilityModifier`.
 */
import type { InitiativeStats } from "../../../../core/ruleset/contract";
import { withBonus } from "../../../../core/dice/formula";
import { effectiveModifier, effectiveScore } from "./attributes";
import { readAttribute } from "./read-attributes";

export const DECLARED_INITIATIVE_DIE = "1d12";

/** The formula for a creature's Base Initiative: lowest acts first, so a better Agility lowers it. */
export function baseInitiativeFormula(agilityModifier: number): string {
  return withBonus(DECLARED_INITIATIVE_DIE, -agilityModifier);
}

/**
 * What the turn engines read from a `declared` actor: Agility (after Agility damage), the chapter's one
 * measure of how quickly a creature reacts. Declared speed rolls 1d12 − its modifier; a world that picks
 * another structure adds the modifier to the d20 (individual) and the party's best to the side's roll,
 * and compares the score with the factions' fast-action threshold. A better Agility is quicker in all five.
 */
export function declaredInitiativeStats(system: object): InitiativeStats {
  const agility = readAttribute(system, "agility");
  const modifier = effectiveModifier(agility);
  return { initiativeBonus: modifier, dexMod: modifier, agilityModifier: modifier, wit: effectiveScore(agility) };
}
