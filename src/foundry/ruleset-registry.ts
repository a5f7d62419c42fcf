/** The rulesets a build ships, by id, checked against the contract when the registry is made. */
import { contractProblems, type RulesetRules } from "../core/ruleset/contract";
import type { RulesetDefinition } from "../rulesets/definition";

export interface RulesetRegistry {
  readonly all: readonly RulesetDefinition[];
  get(id: string): RulesetDefinition | undefined;
  /** Every shipped ruleset's pure half (document types of all rulesets stay registered). */
  rules(): RulesetRules[];
}

export function rulesetRegistry(definitions: readonly RulesetDefinition[]): RulesetRegistry {
  const byId = new Map<string, RulesetDefinition>();
  for (const definition of definitions) {
    const { id } = definition.rules;
    const problems = contractProblems(definition.rules);
    if (problems.length > 0) throw new Error(`Fray: ruleset "${id}" breaks the contract: ${problems.join("; ")}`);
    if (byId.has(id)) throw new Error(`Fray: ruleset "${id}" is registered twice`);
    byId.set(id, definition);
  }
  return { all: [...byId.values()], get: (id) => byId.get(id), rules: () => [...byId.values()].map((definition) => definition.rules) };
}
