/** Template paths of the teams test card and its dialog (preloaded with the ruleset's others). */
export const TEAMS_TEST_CARD_TEMPLATE = "systems/fray/templates/teams/chat/test-card.hbs";
export const TEAMS_TEST_DIALOG_TEMPLATE = "systems/fray/templates/teams/dialogs/test-dialog.hbs";
