/** Template paths of the classic attack card and dialog (preloaded with the ruleset's templates). */
export const CLASSIC_ATTACK_CARD_TEMPLATE = "systems/fray/templates/classic/chat/attack-card.hbs";
export const CLASSIC_ATTACK_DIALOG_TEMPLATE = "systems/fray/templates/classic/dialogs/attack-dialog.hbs";
