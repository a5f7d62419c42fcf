/**
 * Base Initiative, rolled once a fight: a d12 minus the Agility modifier (AGI +2 rolls 1d12−2,
 * AGI −1 rolls 1d12+1). The declared-speed engine rolls it from `agilityModifier`.
 */
import type { InitiativeStats } from "../../../../core/ruleset/contract";
import { withBonus } from "../../../../core/dice/formula";
import { effectiveModifier } from "./attributes";
import { readAttribute } from "./read-attributes";

export const DECLARED_INITIATIVE_DIE = "1d12";

/** The formula for a creature's Base Initiative: lowest acts first, so a better Agility lowers it. */
export function baseInitiativeFormula(agilityModifier: number): string {
  return withBonus(DECLARED_INITIATIVE_DIE, -agilityModifier);
}

/**
 * What the turn engines read from a `declared` actor: its Agility modifier (after Agility damage).
 * Only declared speed reads it; the others get 0 so that a world switching structure starts everyone even.
 */
export function declaredInitiativeStats(system: object): InitiativeStats {
  return { initiativeBonus: 0, dexMod: 0, agilityModifier: effectiveModifier(readAttribute(system, "agility")), wit: 0 };
}
