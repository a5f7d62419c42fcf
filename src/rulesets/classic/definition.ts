import type { RulesetDefinition } from "../definition";
import "./model-config";
import { classicRules } from "./rules/ruleset";
import { classicModels } from "./models";
import { classicAttackCardModels } from "./flows/card/card-model";
import { CLASSIC_ATTACK_CARD_TEMPLATE, CLASSIC_ATTACK_DIALOG_TEMPLATE } from "./flows/card/templates";
import { registerClassicAttack } from "./flows/attack/register";
import { classicManeuverCardModels } from "./flows/maneuvers/card-model";
import { CLASSIC_MANEUVER_TEMPLATES } from "./flows/maneuvers/card-type";
import { registerClassicManeuvers } from "./flows/maneuvers/register";
import { CLASSIC_DYING_TEMPLATES, registerClassicDying } from "./flows/dying/register";
import { ClassicCharacterSheet } from "./sheets/character-sheet";
import { ClassicMonsterSheet } from "./sheets/monster-sheet";
import { ClassicItemSheet } from "./sheets/item-sheet";
import { CLASSIC_SHEET_TEMPLATES } from "./sheets/templates";
import { CLASSIC_ACTION_TEMPLATES } from "./flows/actions/templates";
import { registerClassicActions } from "./flows/actions/register";

/** The `classic` ruleset as the shell runs it. */
export const classic = {
  rules: classicRules,
  models: { ...classicModels, ChatMessage: { ...classicAttackCardModels, ...classicManeuverCardModels } },
  sheets: [
    { documentName: "Actor", types: ["classicCharacter"], sheetClass: ClassicCharacterSheet, label: "FRAY.Classic.Sheet.character" },
    { documentName: "Actor", types: ["classicMonster"], sheetClass: ClassicMonsterSheet, label: "FRAY.Classic.Sheet.monster" },
    { documentName: "Item", types: Object.keys(classicRules.types.Item), sheetClass: ClassicItemSheet, label: "FRAY.Classic.Sheet.item" },
  ],
  templates: [...Object.values(CLASSIC_SHEET_TEMPLATES), ...CLASSIC_MANEUVER_TEMPLATES, ...CLASSIC_DYING_TEMPLATES, CLASSIC_ATTACK_CARD_TEMPLATE, CLASSIC_ATTACK_DIALOG_TEMPLATE, ...Object.values(CLASSIC_ACTION_TEMPLATES)],
  register: () => {
    registerClassicAttack();
    registerClassicManeuvers();
    registerClassicDying();
    registerClassicActions();
  },
} satisfies RulesetDefinition;
