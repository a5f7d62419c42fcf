/** Where the classic action line and attack of opportunity offer templates live inside the installed system. */
const root = "systems/fray/templates/classic/chat";

export const CLASSIC_ACTION_TEMPLATES = {
  actionLine: `${root}/action-line.hbs`,
  opportunityOffer: `${root}/opportunity-offer.hbs`,
} as const;
