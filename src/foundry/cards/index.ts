/**
 * The card pipeline every ruleset shares: request through the GM's channel -> the GM rolls and records
 * (postCard) -> the card shows (its content rendered from the record) -> people react (card buttons)
 * -> the GM applies (card steps) -> undo (another step). A ruleset supplies its card types and steps.
 */
export type { CardType, LegacyCard } from "./card-type";
export { gmCard, isGmAuthored, readCard, readCardMessage, type CardReading, type GmCard } from "./card-record";
export { postCard, storeCard, type PostOptions } from "./card-store";
export { cardStepHandler, registerCardSteps, type Asker, type CardStep, type CardStepContext, type CardStepOutcome } from "./card-commands";
export { CARD_ACTION_KEY, registerCardButtons, wireCardButtons, type CardButtons } from "./card-buttons";
// The card models (card-models.ts) extend Foundry's TypeDataModel at load, so they are imported where they are registered.
