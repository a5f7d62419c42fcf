/**
 * What individual initiative reads from a `classic` actor: its initiative bonus, the DEX modifier plus
 * any stored `initiative.misc` (feats, traits). The other structures, when a world picks them, read the
 * same DEX modifier, and the WIS score as wits: the factions' fast-action threshold is a d20, which a
 * modifier would almost never meet.
 */
import type { InitiativeStats } from "../../../../core/ruleset/contract";
import { readAbilityModifier, readAbilityScore } from "./abilities";

export function classicInitiativeStats(system: object): InitiativeStats {
  const dexMod = readAbilityModifier(system, "dex");
  return { initiativeBonus: initiativeBonus(dexMod, miscInitiative(system)), dexMod, agilityModifier: dexMod, wit: readAbilityScore(system, "wis") };
}

/** The initiative bonus: DEX modifier plus whatever feats and traits add. */
export function initiativeBonus(dexModifier: number, misc: number): number {
  return dexModifier + misc;
}

function miscInitiative(system: object): number {
  const initiative: unknown = (system as Record<string, unknown>).initiative;
  if (typeof initiative !== "object" || initiative === null) return 0;
  const misc: unknown = (initiative as Record<string, unknown>).misc;
  return Number.isInteger(misc) ? (misc as number) : 0;
}
