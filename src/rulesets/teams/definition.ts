import type { RulesetDefinition } from "../definition";
import "./model-config";
import { teamsRules } from "./rules/ruleset";
import { teamsModels } from "./models";
import { TeamsCharacterSheet } from "./sheets/character-sheet";
import { TeamsMonsterSheet } from "./sheets/monster-sheet";
import { TeamsItemSheet } from "./sheets/item-sheet";
import { TEAMS_SHEET_TEMPLATES } from "./sheets/templates";
import { TEAMS_ATTACK_CARD_TEMPLATE } from "./flows/card-templates";
import { TEAMS_ATTACK_DIALOG_TEMPLATE, TEAMS_READY_DIALOG_TEMPLATE } from "./flows/dialog-templates";
import { teamsTestCardModels } from "./flows/tests/card-model";
import { teamsAttackCardModels } from "./flows/card/card-model";
import { registerTeamsAttack } from "./flows/attack/register";
import { TEAMS_TEST_CARD_TEMPLATE, TEAMS_TEST_DIALOG_TEMPLATE } from "./flows/tests/templates";
import { registerTeamsTests } from "./flows/tests/register";
import { registerTeamsActions } from "./flows/actions/register";
import { registerConditionHooks } from "./flows/conditions/register";
import { TEAMS_ACTIONS_TEMPLATE } from "./flows/actions/template";

/** The `teams` ruleset as the shell runs it. */
export const teams = {
  rules: teamsRules,
  models: { ...teamsModels, ChatMessage: { ...teamsTestCardModels, ...teamsAttackCardModels } },
  sheets: [
    { documentName: "Actor", types: ["teamsCharacter"], sheetClass: TeamsCharacterSheet, label: "FRAY.Teams.Sheet.character" },
    { documentName: "Actor", types: ["teamsMonster"], sheetClass: TeamsMonsterSheet, label: "FRAY.Teams.Sheet.monster" },
    { documentName: "Item", types: Object.keys(teamsRules.types.Item), sheetClass: TeamsItemSheet, label: "FRAY.Teams.Sheet.item" },
  ],
  templates: [...Object.values(TEAMS_SHEET_TEMPLATES), TEAMS_ATTACK_CARD_TEMPLATE, TEAMS_ATTACK_DIALOG_TEMPLATE, TEAMS_READY_DIALOG_TEMPLATE, TEAMS_TEST_CARD_TEMPLATE, TEAMS_TEST_DIALOG_TEMPLATE, TEAMS_ACTIONS_TEMPLATE],
  register: () => {
    registerTeamsTests();
    registerTeamsAttack();
    registerTeamsActions();
    registerConditionHooks();
  },
} satisfies RulesetDefinition;
