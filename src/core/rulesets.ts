import { TURN_STRUCTURE_IDS, type TurnStructureId } from "./turns/engine";
import type { RulesetRules } from "./ruleset/contract";

/** The five rulebooks Fray runs; the settings list the ones not shipped yet as coming. */
export const RULESET_IDS = ["sides", "teams", "classic", "declared", "factions"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

export function isRulesetId(value: unknown): value is RulesetId {
  return (RULESET_IDS as readonly unknown[]).includes(value);
}

/** The turn structure a world runs: its explicit choice, or its ruleset's own. */
export function effectiveTurnStructure(rules: Pick<RulesetRules, "turnStructure">, choice: TurnStructureId | "ruleset"): TurnStructureId {
  return choice === "ruleset" ? rules.turnStructure : choice;
}

export function isTurnStructureId(value: unknown): value is TurnStructureId {
  return (TURN_STRUCTURE_IDS as readonly unknown[]).includes(value);
}
