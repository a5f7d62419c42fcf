/** Template paths of the factions blast card and dialog (preloaded with the ruleset's templates). */
export const FACTIONS_BLAST_CARD_TEMPLATE = "systems/fray/templates/factions/chat/blast-card.hbs";
export const FACTIONS_BLAST_DIALOG_TEMPLATE = "systems/fray/templates/factions/dialogs/blast-dialog.hbs";

export const FACTIONS_BLAST_TEMPLATES = [FACTIONS_BLAST_CARD_TEMPLATE, FACTIONS_BLAST_DIALOG_TEMPLATE];
