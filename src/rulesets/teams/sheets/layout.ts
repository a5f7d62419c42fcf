import { SHARED_TEMPLATES } from "../../../foundry/sheets/shared-templates";
import { TEAMS_SHEET_TEMPLATES } from "./templates";
import { TEAMS_ACTIONS_TEMPLATE } from "../flows/actions/template";

/** Sheet parts as plain data: the sheet classes and the render checks share them. Neither sheet has tabs. */
export const TEAMS_CHARACTER_PARTS = {
  header: { template: TEAMS_SHEET_TEMPLATES.characterHeader },
  body: { template: TEAMS_SHEET_TEMPLATES.characterBody, scrollable: [""] },
  actions: { template: TEAMS_ACTIONS_TEMPLATE },
  notes: { template: SHARED_TEMPLATES.notes },
};

export const TEAMS_MONSTER_PARTS = {
  monster: { template: TEAMS_SHEET_TEMPLATES.monster, scrollable: [""] },
  actions: { template: TEAMS_ACTIONS_TEMPLATE },
  notes: { template: SHARED_TEMPLATES.notes },
};
