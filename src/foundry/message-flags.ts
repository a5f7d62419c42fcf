/**
 * Fray's marks on chat messages that are not a card's record, typed under `flags.fray`. Each
 * ruleset's flows add their own marks by augmenting this interface from their own files.
 */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FrayMessageFlags {}

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    ChatMessage: { fray?: FrayMessageFlags };
  }
}
