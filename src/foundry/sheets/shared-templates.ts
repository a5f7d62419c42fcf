/** Sheet partials every ruleset's sheets may use; the shell preloads them whatever the ruleset. */
export const SHARED_TEMPLATES = {
  tabs: "systems/fray/templates/shared/tabs.hbs",
  notes: "systems/fray/templates/shared/notes.hbs",
  description: "systems/fray/templates/shared/description.hbs",
} as const;
