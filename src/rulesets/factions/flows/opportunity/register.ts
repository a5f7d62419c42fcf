/** Opportunity attacks on movement, registered with the ruleset: the GM's offers and command, the offer's button. */
import { registerOpportunityHandler } from "./gm-opportunity";
import { OPPORTUNITY_TEMPLATE } from "./keys";
import { wireFactionsOpportunity } from "./offer-button";
import { registerOpportunityOffers } from "./offer";

export const FACTIONS_OPPORTUNITY_TEMPLATES = [OPPORTUNITY_TEMPLATE];

export function registerFactionsOpportunity(): void {
  registerOpportunityOffers();
  registerOpportunityHandler();
  Hooks.on("renderChatMessageHTML", (message, html) => wireFactionsOpportunity(message, html));
}
