/**
 * Tells fvtt-types which model backs each sub-type. Each ruleset adds its own entries by merging
 * into these interfaces from its folder (see src/rulesets/sides/model-config.ts), so no shared list
 * is edited when a ruleset is added.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FrayActorModels {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FrayItemModels {}

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: FrayActorModels;
    Item: FrayItemModels;
  }
}
