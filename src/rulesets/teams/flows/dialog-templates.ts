/** Template paths of the teams dialogs (preloaded with the ruleset's others by the lead's wiring). */
export const TEAMS_ATTACK_DIALOG_TEMPLATE = "systems/fray/templates/teams/dialogs/attack-dialog.hbs";
export const TEAMS_READY_DIALOG_TEMPLATE = "systems/fray/templates/teams/dialogs/ready-action.hbs";
