import type { RulesetId } from "../core/rulesets";
import type { RulesetTypes } from "../core/schema/document-type";
import type { ActorSpecModel, ItemSpecModel } from "../foundry/data/spec-model";


/** A sheet class and the sub-types it is the default sheet for. */
export interface SheetRegistration {
  documentName: "Actor" | "Item";
  types: string[];
  sheetClass: new (...args: never[]) => unknown;
  label: string;
}

/** What one ruleset provides to the shell. */
export interface RulesetDefinition {
  id: RulesetId;
  types: RulesetTypes;
  models: {
    Actor: Record<string, typeof ActorSpecModel>;
    Item: Record<string, typeof ItemSpecModel>;
  };
  sheets: SheetRegistration[];
  /** Templates to preload (sheet parts and partials). */
  templates: string[];
  /** Hooks, GM commands and settings of the ruleset's own flows (attacks, damage, actions …), at init. */
  register(): void;

}
