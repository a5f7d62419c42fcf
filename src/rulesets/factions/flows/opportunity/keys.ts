/** The i18n keys of opportunity attacks on movement (English in lang/en.json under FRAY.Factions.Opportunity). */
const P = "FRAY.Factions.Opportunity";

/** The GM command a watcher's owner sends to take the offer. */
export const FACTIONS_OPPORTUNITY_COMMAND = "factionsOpportunityAttack";

export const OPPORTUNITY_TEXT = { title: `${P}.Title`, prompt: `${P}.Prompt`, button: `${P}.Button`, taken: `${P}.Taken` } as const;

export const OPPORTUNITY_REFUSAL = { notOffer: `${P}.Refusal.NotOffer`, taken: `${P}.Refusal.Taken`, stale: `${P}.Refusal.Stale` } as const;

export const OPPORTUNITY_TEMPLATE = "systems/fray/templates/factions/chat/opportunity-offer.hbs";
