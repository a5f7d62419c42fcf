/**
 * Every test starts in a world whose init has handed the shipped rulesets to the shell, as
 * src/fray.ts does before anything else runs; a test that boots its own registry replaces them.
 */
import { useRulesets } from "../../src/foundry/active-ruleset";
import { RULESET_RULES } from "../../scripts/lib/ruleset-rules";

useRulesets(RULESET_RULES);
