/** What the `factions` item sheet adds to Foundry's context, from plain data: FactionsItemSheet and the render checks both call this. */
import { CONSUMABLE_KINDS, HEALING_DRAUGHT_FORMULA } from "../rules/character/consumables";
import { ITEM_CONDITIONS } from "../rules/character/item-condition";
import { ATTACK_KINDS, WEAPON_GRIPS } from "../schema/items";

const S = "FRAY.Factions.Sheet";

/** A select's choices: each stored value with its label key under `prefix`. */
const choices = (values: readonly string[], prefix: string) => Object.fromEntries(values.map((value) => [value, `${prefix}.${value}`]));

/** The choices every item type may need; only the GM changes an item's condition (the fight wears it down). */
export function factionsItemSheetContext(type: string, gm: boolean) {
  return {
    view: {
      kind: type.replace(/^factions/, "").toLowerCase(),
      gm,
      conditionChoices: choices(ITEM_CONDITIONS, `${S}.Condition`),
      attackKindChoices: choices(ATTACK_KINDS, `${S}.AttackKind`),
      gripChoices: choices(WEAPON_GRIPS, `${S}.Grip`),
      consumableChoices: choices(CONSUMABLE_KINDS, `${S}.ConsumableKind`),
      healingFormula: HEALING_DRAUGHT_FORMULA,
    },
  };
}
