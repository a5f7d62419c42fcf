/**
 * The flags rulesets keep on a Combat under `fray`, declared once for Foundry's FlagConfig. Each
 * ruleset adds its own keys by augmenting `FrayCombatFlags` (its keys start with the ruleset id).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the rulesets' augmentations
export interface FrayCombatFlags {}

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    Combat: { fray?: FrayCombatFlags };
  }
}
