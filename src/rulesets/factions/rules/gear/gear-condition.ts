/**
 * The wear of a weapon, shield or armour: intact, damaged, or broken (destroyed, useless). Improvised
 * weapons are handled as if already damaged, whatever they are marked.
 */

export type GearKind = "weapon" | "shield" | "armour";
export type GearCondition = "intact" | "damaged" | "broken";

export interface Gear {
  id: string;
  kind: GearKind;
  condition: GearCondition;
  /** A mundane thing swung or thrown as a weapon. */
  improvised?: boolean;
}

/** The condition the rules treat the item as having: an improvised weapon that is not broken counts as damaged. */
export function effectiveCondition(item: Gear): GearCondition {
  return item.improvised === true && item.condition === "intact" ? "damaged" : item.condition;
}

/** One step worse: intact becomes damaged, damaged becomes broken. */
export function worn(condition: GearCondition): GearCondition {
  return condition === "intact" ? "damaged" : "broken";
}
