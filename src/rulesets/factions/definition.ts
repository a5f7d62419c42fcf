import type { RulesetDefinition } from "../definition";
import "./model-config";
import { factionsRules } from "./rules/ruleset";
import { factionsModels } from "./models";
import { factionsAttackCardModels } from "./flows/card/card-model";

/** The `factions` ruleset as the shell runs it. */
export const factions = {
  rules: factionsRules,
  models: { ...factionsModels, ChatMessage: { ...factionsAttackCardModels } },
  sheets: [],
  templates: [],
  register: () => {},
} satisfies RulesetDefinition;
