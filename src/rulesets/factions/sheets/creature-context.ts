/**
 * What a `factions` character sheet and stat block add to Foundry's context, from plain data: the sheets
 * and the render checks both call this with the prepared system data (its `derived` armour from the data
 * model), the actor's statuses and items. Every number shown is read from the model; inputs edit source fields.
 */
import type { Modifier } from "../../../core/rules-types";
import type { Infer } from "../../../core/schema/spec";
import type { ItemRow } from "../../../foundry/sheets/item-row";
import type { ArmourValue } from "../rules/character/armour-value";
import { UNARMED_DAMAGE } from "../rules/attack/attack-plan";
import { isIncapacitatedAt } from "../rules/character/health";
import { FACTIONS_ARMOUR_LINE, FACTIONS_SCORE_LABEL } from "../rules/character/labels";
import { FACTIONS_SCORES } from "../rules/character/scores";
import { FACTIONS_STATUS, FACTIONS_STATUSES } from "../rules/character/statuses";
import type { monsterSchema } from "../schema/monster";
import { factionsItemGroups } from "./item-rows";

const S = "FRAY.Factions.Sheet";

/** A creature as the sheet reads it: stored data with the model's derived armour, its statuses and items. */
export interface FactionsSheetCreature {
  /** A character has a background, a stat block a usual group size. */
  system: Omit<Infer<typeof monsterSchema>, "groupSize"> & { groupSize?: number; background?: string; derived: { armour: ArmourValue } };
  statuses: ReadonlySet<string>;
  items: readonly ItemRow[];
  gm: boolean;
}

/** Each armour line as a short kind (own, armour, shield) and the item's name, which the rule's key carries as {name}. */
const armourLines = (lines: readonly Modifier[]) =>
  lines.map((line) => {
    const kind = Object.entries(FACTIONS_ARMOUR_LINE).find(([, key]) => key === line.key)?.[0] ?? "natural";
    return { kind, label: `${S}.ArmourLine.${kind}`, name: String(line.data?.name ?? ""), value: line.value };
  });

export function factionsCreatureSheetContext({ system, statuses, items, gm }: FactionsSheetCreature) {
  return {
    view: {
      gm,
      character: typeof system.background === "string",
      scores: FACTIONS_SCORES.map((key) => ({ key, label: FACTIONS_SCORE_LABEL[key], path: `system.scores.${key}`, score: system.scores[key] })),
      incapacitated: isIncapacitatedAt(system.health) || statuses.has(FACTIONS_STATUS.incapacitated),
      unarmedDamage: UNARMED_DAMAGE,
      armour: { total: system.derived.armour.total, lines: armourLines(system.derived.armour.lines) },
      factionPlaceholder: `${S}.factionFromToken`,
      statuses: FACTIONS_STATUSES.filter((status) => status.id !== FACTIONS_STATUS.incapacitated && statuses.has(status.id)).map((status) => ({ id: status.id, label: status.name })),
      ...factionsItemGroups(items),
    },
  };
}

export type FactionsCreatureSheetContext = ReturnType<typeof factionsCreatureSheetContext>;
