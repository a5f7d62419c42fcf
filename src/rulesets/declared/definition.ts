import type { RulesetDefinition } from "../definition";
import "./model-config";
import { declaredRules } from "./rules/ruleset";
import { declaredModels } from "./models";
import { declaredAttackCardModels } from "./flows/card/card-model";
import { declaredMoraleCardModels } from "./flows/morale/morale-card-model";
import { DECLARED_ROUND_TEMPLATES, registerDeclaredRound } from "./flows/round/register";
import { DeclaredCharacterSheet } from "./sheets/character-sheet";
import { DeclaredMonsterSheet } from "./sheets/monster-sheet";
import { DeclaredItemSheet } from "./sheets/item-sheet";
import { DECLARED_SHEET_TEMPLATES } from "./sheets/templates";
import { registerDeclaredAttack } from "./flows/attack/register";
import { DECLARED_ATTACK_CARD_TEMPLATE, DECLARED_ATTACK_DIALOG_TEMPLATE } from "./flows/card/templates";
import { DECLARED_REACH_CARD_TEMPLATE, declaredReachCardModels } from "./flows/reach/reach-card";
import { registerDeclaredReach } from "./flows/reach/register";
import { DECLARED_USE_CARD_TEMPLATE, registerDeclaredUse } from "./flows/use/register";

/** The `declared` ruleset as the shell runs it. */
export const declared = {
  rules: declaredRules,
  models: { ...declaredModels, ChatMessage: { ...declaredAttackCardModels, ...declaredMoraleCardModels, ...declaredReachCardModels } },
  sheets: [
    { documentName: "Actor", types: ["declaredCharacter"], sheetClass: DeclaredCharacterSheet, label: "FRAY.Declared.Sheet.character" },
    { documentName: "Actor", types: ["declaredMonster"], sheetClass: DeclaredMonsterSheet, label: "FRAY.Declared.Sheet.monster" },
    { documentName: "Item", types: Object.keys(declaredRules.types.Item), sheetClass: DeclaredItemSheet, label: "FRAY.Declared.Sheet.item" },
  ],
  templates: [...Object.values(DECLARED_SHEET_TEMPLATES), ...DECLARED_ROUND_TEMPLATES, DECLARED_ATTACK_CARD_TEMPLATE, DECLARED_ATTACK_DIALOG_TEMPLATE, DECLARED_REACH_CARD_TEMPLATE, DECLARED_USE_CARD_TEMPLATE],
  register: () => {
    registerDeclaredRound();
    registerDeclaredAttack();
    registerDeclaredReach();
    registerDeclaredUse();
  },
} satisfies RulesetDefinition;
