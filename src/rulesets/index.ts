import type { RulesetId } from "../core/rulesets";
import { sides } from "./sides/definition";
import type { RulesetDefinition } from "./definition";

/** Every ruleset Fray ships. Adding one is a folder and one line here. */
export const RULESETS: Partial<Record<RulesetId, RulesetDefinition>> = { sides };

export function rulesetAvailable(id: RulesetId): boolean {
  return RULESETS[id] !== undefined;
}
