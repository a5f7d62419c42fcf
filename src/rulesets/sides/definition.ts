import type { RulesetDefinition } from "../definition";
import "./model-config";
import { sidesRules } from "./rules/ruleset";
import { sidesModels } from "./models";
import { sidesCardModels } from "./flows/card-models";
import { SidesCharacterSheet } from "./sheets/character-sheet";
import { SidesMonsterSheet } from "./sheets/monster-sheet";
import { SidesItemSheet } from "./sheets/item-sheet";
import { SIDES_TEMPLATES } from "./sheets/templates";
import { registerAttackCards } from "./flows/start-attack";
import { registerDamageHandlers } from "./flows/damage/apply-damage";
import { registerSidesActions } from "./flows/actions/register";

/** The `sides` ruleset as the shell runs it. */
export const sides = {
  rules: sidesRules,
  models: { ...sidesModels, ChatMessage: sidesCardModels },
  sheets: [
    { documentName: "Actor", types: ["sidesCharacter"], sheetClass: SidesCharacterSheet, label: "FRAY.Sides.Sheet.character" },
    { documentName: "Actor", types: ["sidesMonster"], sheetClass: SidesMonsterSheet, label: "FRAY.Sides.Sheet.monster" },
    { documentName: "Item", types: Object.keys(sidesRules.types.Item), sheetClass: SidesItemSheet, label: "FRAY.Sides.Sheet.item" },
  ],
  templates: Object.values(SIDES_TEMPLATES),
  register: () => {
    registerAttackCards();
    registerDamageHandlers();
    registerSidesActions();
  },
} satisfies RulesetDefinition;
