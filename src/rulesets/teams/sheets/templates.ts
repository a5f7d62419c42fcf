/** Where the `teams` sheet templates live inside the installed system. */
const root = "systems/fray/templates/teams/sheets";

export const TEAMS_SHEET_TEMPLATES = {
  characterHeader: `${root}/character-header.hbs`,
  characterBody: `${root}/character-body.hbs`,
  monster: `${root}/monster.hbs`,
} as const;
