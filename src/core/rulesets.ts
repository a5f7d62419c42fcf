import { TURN_STRUCTURE_IDS, type TurnStructureId } from "./turns/engine";

/** The five rulebooks Fray runs, one ruleset each. */
export const RULESET_IDS = ["sides", "teams", "classic", "declared", "factions"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** Each ruleset's own turn structure: the tracker's default when the world setting says "ruleset". */
export const DEFAULT_TURN_STRUCTURE: Record<RulesetId, TurnStructureId> = {
  sides: "sideInitiative",
  teams: "alternatingTeams",
  classic: "individual",
  declared: "declared",
  factions: "factions",
};

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === "string" && (RULESET_IDS as readonly string[]).includes(value);
}

/** The turn structure a world runs: its explicit choice, or its ruleset's own. */
export function effectiveTurnStructure(ruleset: RulesetId, choice: TurnStructureId | "ruleset"): TurnStructureId {
  return choice === "ruleset" ? DEFAULT_TURN_STRUCTURE[ruleset] : choice;
}

export function isTurnStructureId(value: unknown): value is TurnStructureId {
  return typeof value === "string" && (TURN_STRUCTURE_IDS as readonly string[]).includes(value);
}
