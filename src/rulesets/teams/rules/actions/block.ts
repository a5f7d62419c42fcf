/**
 * Blocking with an item: the item is hit instead of you. Its block value reduces the damage instead
 * of your damage reduction, the rest goes to its durability (at least 1), and what exceeds its
 * durability reaches you as from a hit.
 */
export interface BlockInput {
  /** The hit's damage before any reduction (test result + weapon damage). */
  damage: number;
  blockValue: number;
  durability: number;
}

export interface BlockOutcome {
  /** Damage the item takes, never more than the durability it had. */
  itemDamage: number;
  durability: number;
  broken: boolean;
  /** Damage past the item's durability, dealt to the blocker. */
  overflow: number;
}

export const MINIMUM_BLOCKED_DAMAGE = 1;

export function blockHit(input: BlockInput): BlockOutcome {
  const durability = Math.max(0, input.durability);
  const throughBlock = Math.max(MINIMUM_BLOCKED_DAMAGE, input.damage - Math.max(0, input.blockValue));
  const itemDamage = Math.min(durability, throughBlock);
  const left = durability - itemDamage;
  return { itemDamage, durability: left, broken: left === 0, overflow: throughBlock - itemDamage };
}
