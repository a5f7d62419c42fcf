import type { RulesetId } from "../core/rulesets";
import { sides } from "./sides/definition";
import type { RulesetDefinition } from "./definition";

/** Every ruleset Fray ships: adding one is its folder, a line here and a line in schemas.ts. */
export const RULESETS: Partial<Record<RulesetId, RulesetDefinition>> = { sides };
