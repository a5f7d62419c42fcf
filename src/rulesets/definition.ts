import type { RulesetRules } from "../core/ruleset/contract";
import type { ActorSpecModel, CardSpecModel, ItemSpecModel } from "../foundry/data/spec-model";
import type { RulesetTracker } from "../foundry/combat/tracker-extension";

/** A sheet class and the sub-types it is the default sheet for. */
export interface SheetRegistration {
  documentName: "Actor" | "Item";
  types: string[];
  sheetClass: new (...args: never[]) => unknown;
  label: string;
}

/**
 * One ruleset as the shell runs it: its pure half (`rules`) and its Foundry half. Only the world's
 * active ruleset registers sheets, statuses, settings, hooks and GM handlers; every ruleset's data
 * models are registered so switching rulesets never drops another ruleset's documents.
 */
export interface RulesetDefinition {
  rules: RulesetRules;
  models: {
    Actor: Record<string, typeof ActorSpecModel>;
    Item: Record<string, typeof ItemSpecModel>;
    /** Its chat cards' models (ChatMessage sub-types), when it posts cards. */
    ChatMessage?: Record<string, typeof CardSpecModel>;
  };
  sheets: SheetRegistration[];
  /** Templates to preload (sheet parts and partials). */
  templates: string[];
  /** Hooks and GM commands of the ruleset's own flows, at init; every GM command it registers starts with its id. */
  register(): void;
  /** What it adds to the combat tracker (lines, GM buttons), when it adds anything. */
  tracker?: RulesetTracker;
}
