import type { RulesetDefinition } from "../definition";
import "./model-config";
import { classicRules } from "./rules/ruleset";
import { classicModels } from "./models";
import { classicAttackCardModels } from "./flows/card/card-model";

/** The `classic` ruleset as the shell runs it. */
export const classic = {
  rules: classicRules,
  models: { ...classicModels, ChatMessage: { ...classicAttackCardModels } },
  sheets: [],
  templates: [],
  register: () => {},
} satisfies RulesetDefinition;
