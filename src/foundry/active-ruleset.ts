/**
 * Which ruleset this world runs. The entry point hands over the shipped rulesets' pure halves at
 * init (see boot.ts); everything else asks here instead of importing a ruleset.
 */
import type { RulesetRules } from "../core/ruleset/contract";
import { SYSTEM_ID } from "./system-id";

let shipped: readonly RulesetRules[] = [];

/** Called once at init with every shipped ruleset, the first being the world default. */
export function useRulesets(rules: readonly RulesetRules[]): void {
  shipped = rules;
}

export function shippedRules(): readonly RulesetRules[] {
  return shipped;
}

export function rulesetAvailable(id: unknown): boolean {
  return shipped.some((rules) => rules.id === id);
}

/**
 * The world's ruleset; a stored id that is not shipped falls back to the default one. World
 * settings can be read in `init` once registered (dnd5e 5.3's dnd5e.mjs reads honorScore there).
 */
export function activeRules(): RulesetRules {
  const stored: unknown = game.settings?.get(SYSTEM_ID, "ruleset");
  const found = shipped.find((rules) => rules.id === stored) ?? shipped[0];
  if (!found) throw new Error("Fray: no ruleset was registered at init");
  return found;
}
