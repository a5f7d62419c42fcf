/** Where the classic action line, attack of opportunity offer and cast-a-spell dialog templates live inside the installed system. */
const root = "systems/fray/templates/classic/chat";

export const CLASSIC_ACTION_TEMPLATES = {
  actionLine: `${root}/action-line.hbs`,
  opportunityOffer: `${root}/opportunity-offer.hbs`,
  castSpell: "systems/fray/templates/classic/dialogs/cast-spell.hbs",
} as const;
