/** Where the actions panel's template lives inside the installed system (a sheet part of both teams sheets). */
export const TEAMS_ACTIONS_TEMPLATE = "systems/fray/templates/teams/sheets/actions-panel.hbs";
