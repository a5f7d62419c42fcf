/**
 * What an item can do against an attack: only a wielded one blocks (with the block property) or parries
 * (with its parry value, else +1), and neither once broken.
 */
import { itemDurability, type DurableItem } from "./durability";

export const PARRY_WITHOUT_VALUE = 1;

export interface DefensiveItem extends DurableItem {
  wielded: boolean;
  /** Null when the item lacks the block property. */
  blockValue: number | null;
  parryValue: number | null;
}

export interface ItemDefence {
  canBlock: boolean;
  canParry: boolean;
  /** Added to physical defense by a Parry with this item. */
  parryBonus: number;
}

export function itemDefence(item: DefensiveItem): ItemDefence {
  const usable = item.wielded && !itemDurability(item).broken;
  return {
    canBlock: usable && item.blockValue !== null,
    canParry: usable,
    parryBonus: item.parryValue ?? PARRY_WITHOUT_VALUE,
  };
}
