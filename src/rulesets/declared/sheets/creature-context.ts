/**
 * What a `declared` character sheet and stat block add to Foundry's context, from plain data: the
 * sheets and the render checks both call this with the prepared system data (its `derived` numbers
 * from the data model) and the actor's items.
 */
import type { Modifier } from "../../../core/rules-types";
import { signed } from "../../../core/format/signed";
import type { ItemRow } from "../../../foundry/sheets/item-row";
import { DECLARED_ATTRIBUTES } from "../rules/creature/attributes";
import type { DeclaredDerived } from "../rules/creature/derived";
import type { DeclaredCreatureSystem } from "../rules/creature/stored-ratings";
import { isDown } from "../rules/condition/wound-state";
import { STRESS_DIE_CHOICES } from "../schema/common";
import { injuryList } from "./injury-rows";
import { itemGroups } from "./item-rows";

const SHEET = "FRAY.Declared.Sheet";
const SKILLS = ["heal", "intimidation", "balance"] as const;

/** A creature as the sheet reads it: stored data with the model's derived numbers, and its items. */
export interface DeclaredSheetCreature {
  system: DeclaredCreatureSystem & { derived: DeclaredDerived };
  items: readonly ItemRow[];
  /** Only the GM adds, edits and removes injuries. */
  gm: boolean;
}

const lines = (parts: readonly Modifier[]) => parts.map((line) => ({ label: line.key, value: signed(line.value) }));

function attributeRows(system: DeclaredSheetCreature["system"]) {
  return DECLARED_ATTRIBUTES.map((key) => {
    const derived = system.derived.attributes[key];
    return {
      key,
      label: `${SHEET}.Attribute.${key}`,
      path: `system.attributes.${key}`,
      score: system.attributes[key].score,
      damage: system.attributes[key].damage,
      effective: derived.effective,
      damaged: derived.effective < system.attributes[key].score,
      modifier: signed(derived.modifier),
    };
  });
}

function stressView(system: DeclaredSheetCreature["system"]) {
  const dice = system.derived.stress;
  return dice.ok ? { formula: dice.formula, average: dice.average, refusal: null } : { formula: "", average: 0, refusal: dice.reason };
}

export function declaredCreatureSheetContext({ system, items, gm }: DeclaredSheetCreature) {
  const { derived } = system;
  return {
    view: {
      gm,
      attributes: attributeRows(system),
      stress: stressView(system),
      stressDieChoices: Object.fromEntries(STRESS_DIE_CHOICES.map((die) => [die, die])),
      woundPoints: { max: derived.woundPoints.value, lines: lines(derived.woundPoints.lines) },
      woundState: { key: derived.woundState, label: `${SHEET}.WoundState.${derived.woundState}`, down: isDown(derived.woundState) },
      defense: { value: derived.defense.value, lines: lines(derived.defense.lines) },
      armour: { value: derived.armour.value, lines: lines(derived.armour.lines) },
      initiative: derived.initiative,
      skills: SKILLS.map((key) => ({ key, label: `${SHEET}.Skill.${key}`, path: `system.skills.${key}`, value: system.skills[key] })),
      ...injuryList(system.injuries),
      ...itemGroups(items),
    },
  };
}

export type DeclaredCreatureSheetContext = ReturnType<typeof declaredCreatureSheetContext>;
