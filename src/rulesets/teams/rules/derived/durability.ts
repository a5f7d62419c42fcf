/**
 * Item durability: as listed, else 10 for a metal item and 4 for any other. At 0 the item is broken
 * and cannot block or parry. Data keeps what was lost, so an unlisted durability needs no number stored.
 */
export const METAL_DURABILITY = 10;
export const OTHER_DURABILITY = 4;

export interface DurableItem {
  metal: boolean;
  /** The listed durability, or null when the item lists none. */
  listed: number | null;
  lost: number;
}

export interface Durability {
  value: number;
  max: number;
  broken: boolean;
}

export function maxDurability(item: Pick<DurableItem, "metal" | "listed">): number {
  if (item.listed !== null) return Math.max(0, item.listed);
  return item.metal ? METAL_DURABILITY : OTHER_DURABILITY;
}

export function itemDurability(item: DurableItem): Durability {
  const max = maxDurability(item);
  const value = Math.max(0, max - Math.max(0, item.lost));
  return { value, max, broken: value === 0 };
}

/** What to store as lost once the item is left with `remaining` durability (after a block or parry). */
export function durabilityLost(item: Pick<DurableItem, "metal" | "listed">, remaining: number): number {
  const max = maxDurability(item);
  return max - Math.min(max, Math.max(0, remaining));
}
