/**
 * Every test starts in a world whose init has handed the shipped rulesets to the shell, as
 * src/fray.ts does before anything else runs; a test that boots its own registry replaces them.
 */
import { useRulesets } from "../../src/foundry/active-ruleset";
import { RULESET_RULES } from "../../scripts/lib/ruleset-rules";

// The shell's registry (src/rulesets/index.ts) lists sides first, which makes it a new world's default;
// the folders load alphabetically, so tests put it first the same way.
useRulesets([...RULESET_RULES].sort((a, b) => Number(b.id === "sides") - Number(a.id === "sides")));
