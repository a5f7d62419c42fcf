/**
 * The after-fight step: a durability roll for every weapon, shield and armour used at least once.
 * A 1 wears the item a step (intact → damaged, damaged → broken); an improvised weapon counts as
 * damaged, so a 1 breaks it. Gear not used, or already broken, rolls nothing.
 */
import { FACTIONS_GEAR_OUTCOME } from "./labels";
import { effectiveCondition, worn, type Gear, type GearCondition } from "./gear-condition";

/** A durability roll of this wears the item. */
export const DURABILITY_WEAR_FACE = 1;

export interface FoughtGear extends Gear {
  /** Attacked with, or protected its wearer from at least one attack, this fight. */
  usedThisFight: boolean;
}

/** One item's line on the GM's report. */
export interface DegradationLine {
  itemId: string;
  kind: Gear["kind"];
  roll: number;
  /** As the rules saw it before the roll (an improvised weapon: damaged). */
  before: GearCondition;
  /** What to write on the item. */
  after: GearCondition;
  /** i18n key: unharmed, damaged, broken. */
  outcome: string;
}

export interface DegradationReport {
  lines: DegradationLine[];
  damagedIds: string[];
  brokenIds: string[];
}

/** The items the shell rolls a durability roll for, in the order given. */
export function gearNeedingDurabilityRoll<T extends FoughtGear>(items: readonly T[]): T[] {
  return items.filter((item) => item.usedThisFight && item.condition !== "broken");
}

function lineFor(item: FoughtGear, roll: number): DegradationLine {
  const before = effectiveCondition(item);
  const after = roll === DURABILITY_WEAR_FACE ? worn(before) : item.condition;
  const outcome = after === item.condition ? FACTIONS_GEAR_OUTCOME.unharmed : FACTIONS_GEAR_OUTCOME[after === "broken" ? "broken" : "damaged"];
  return { itemId: item.id, kind: item.kind, roll, before, after, outcome };
}

/** What the rolls did: a line per rolled item, and which got damaged and which broke. `rolls` by item id. */
export function afterFightDegradation(items: readonly FoughtGear[], rolls: Readonly<Record<string, number>>): DegradationReport {
  const lines = gearNeedingDurabilityRoll(items).map((item) => {
    const roll = rolls[item.id];
    if (roll === undefined) throw new Error(`No durability roll for the item "${item.id}"`);
    return lineFor(item, roll);
  });
  const changedTo = (condition: GearCondition) => lines.filter((l) => l.outcome !== FACTIONS_GEAR_OUTCOME.unharmed && l.after === condition).map((l) => l.itemId);
  return { lines, damagedIds: changedTo("damaged"), brokenIds: changedTo("broken") };
}
