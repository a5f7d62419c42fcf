/** Template paths of the declared attack card and dialog (preloaded with the ruleset's templates). */
export const DECLARED_ATTACK_CARD_TEMPLATE = "systems/fray/templates/declared/chat/attack-card.hbs";
export const DECLARED_ATTACK_DIALOG_TEMPLATE = "systems/fray/templates/declared/dialogs/attack-dialog.hbs";
