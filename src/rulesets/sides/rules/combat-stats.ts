import type { InitiativeStats } from "../../../core/ruleset/contract";
import { attributeModifier } from "./attributes";

/**
 * Characters bring their DEX modifier (the party's best is added to the side's roll) and their WIS
 * score as WIT; monsters have no attribute modifiers in this rulebook and bring nothing.
 */
export function sidesInitiativeStats(system: object): InitiativeStats {
  if (!("attributes" in system) || !isScores(system.attributes)) return { initiativeBonus: 0, dexMod: 0, agilityModifier: 0, wit: 10 };
  const dex = attributeModifier(system.attributes.dex);
  return { initiativeBonus: dex, dexMod: dex, agilityModifier: dex, wit: system.attributes.wis };
}

function isScores(value: unknown): value is { dex: number; wis: number } {
  return typeof value === "object" && value !== null && "dex" in value && "wis" in value && typeof value.dex === "number" && typeof value.wis === "number";
}
