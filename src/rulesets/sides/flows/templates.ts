/** Template paths of the attack flow (preloaded with the ruleset's others by the lead's wiring). */
export const ATTACK_DIALOG_TEMPLATE = "systems/fray/templates/sides/dialogs/attack-dialog.hbs";
export const ATTACK_CARD_TEMPLATE = "systems/fray/templates/sides/chat/attack-card.hbs";
