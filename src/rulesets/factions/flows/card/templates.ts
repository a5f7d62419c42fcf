/** Template paths of the factions attack card and dialog (preloaded with the ruleset's templates). */
export const FACTIONS_ATTACK_CARD_TEMPLATE = "systems/fray/templates/factions/chat/attack-card.hbs";
export const FACTIONS_ATTACK_DIALOG_TEMPLATE = "systems/fray/templates/factions/dialogs/attack-dialog.hbs";

export const FACTIONS_STUNT_DIALOG_TEMPLATE = "systems/fray/templates/factions/dialogs/stunt-dialog.hbs";

export const FACTIONS_ATTACK_TEMPLATES = [FACTIONS_ATTACK_CARD_TEMPLATE, FACTIONS_ATTACK_DIALOG_TEMPLATE, FACTIONS_STUNT_DIALOG_TEMPLATE];
