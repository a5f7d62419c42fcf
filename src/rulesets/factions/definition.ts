import type { RulesetDefinition } from "../definition";
import "./model-config";
import { factionsRules } from "./rules/ruleset";
import { factionsModels } from "./models";
import { factionsAttackCardModels } from "./flows/card/card-model";
import { FactionsCharacterSheet } from "./sheets/character-sheet";
import { FactionsMonsterSheet } from "./sheets/monster-sheet";
import { FactionsItemSheet } from "./sheets/item-sheet";
import { FACTIONS_SHEET_TEMPLATES } from "./sheets/templates";
import { registerFactionsActions } from "./flows/actions/register";
import { FACTIONS_ATTACK_TEMPLATES, registerFactionsAttack } from "./flows/attack/register";
import { factionsMoraleCardModels } from "./flows/morale/morale-card-model";
import { FACTIONS_MORALE_TEMPLATES, registerFactionsMorale } from "./flows/morale/register";
import { factionsAfterFightCardModels } from "./flows/after-fight/after-fight-card-model";
import { FACTIONS_AFTER_FIGHT_TEMPLATES, registerFactionsAfterFight } from "./flows/after-fight/register";
import { registerFactionsChaos } from "./flows/chaos/register";
import { factionsTracker } from "./flows/factions-tracker";
import { FACTIONS_POISON_TEMPLATES, registerFactionsPoison } from "./flows/poison/register";
import { registerFactionsSneaking } from "./flows/sneaking/register";
import { factionsChaseCardModels } from "./flows/chase/chase-card-model";
import { factionsPoisonTickCardModels } from "./flows/poison/tick-card";
import { FACTIONS_CHASE_TEMPLATES, registerFactionsChase } from "./flows/chase/register";
import { registerFactionsZones } from "./flows/zones/register";
import { factionsBlastCardModels, FACTIONS_BLAST_TEMPLATES, registerFactionsBlast } from "./flows/blast/register";
import { FACTIONS_OPPORTUNITY_TEMPLATES, registerFactionsOpportunity } from "./flows/opportunity/register";

/** The `factions` ruleset as the shell runs it. */
export const factions = {
  rules: factionsRules,
  models: { ...factionsModels, ChatMessage: { ...factionsAttackCardModels, ...factionsMoraleCardModels, ...factionsAfterFightCardModels, ...factionsChaseCardModels, ...factionsBlastCardModels, ...factionsPoisonTickCardModels } },
  sheets: [
    { documentName: "Actor", types: ["factionsCharacter"], sheetClass: FactionsCharacterSheet, label: "FRAY.Factions.Sheet.character" },
    { documentName: "Actor", types: ["factionsMonster"], sheetClass: FactionsMonsterSheet, label: "FRAY.Factions.Sheet.monster" },
    { documentName: "Item", types: Object.keys(factionsRules.types.Item), sheetClass: FactionsItemSheet, label: "FRAY.Factions.Sheet.item" },
  ],
  templates: [...Object.values(FACTIONS_SHEET_TEMPLATES), ...FACTIONS_ATTACK_TEMPLATES, ...FACTIONS_MORALE_TEMPLATES, ...FACTIONS_AFTER_FIGHT_TEMPLATES, ...FACTIONS_POISON_TEMPLATES, ...FACTIONS_CHASE_TEMPLATES, ...FACTIONS_OPPORTUNITY_TEMPLATES, ...FACTIONS_BLAST_TEMPLATES],
  register: () => {
    registerFactionsAttack();
    registerFactionsActions();
    registerFactionsMorale();
    registerFactionsAfterFight();
    registerFactionsPoison();
    registerFactionsSneaking();
    registerFactionsChase();
    registerFactionsChaos();
    registerFactionsZones();
    registerFactionsBlast();
    registerFactionsOpportunity();
  },
  tracker: factionsTracker,
} satisfies RulesetDefinition;
