/**
 * Every weapon, shield and suit of armour is intact, damaged or broken (gear/** wears it down after a
 * fight and on hard blows; gear/gear-condition.ts counts improvised weapons as damaged). A damaged item
 * still works; a broken one gives nothing.
 */
import type { GearCondition } from "../gear/gear-condition";

export const ITEM_CONDITIONS = ["intact", "damaged", "broken"] as const satisfies readonly GearCondition[];
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

/** Whether the item still does its job: anything but broken. */
export function stillWorks(item: { condition: ItemCondition }): boolean {
  return item.condition !== "broken";
}
