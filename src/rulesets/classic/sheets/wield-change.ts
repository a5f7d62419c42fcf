/**
 * What the sheet's wield buttons write: the item goes into the slot (or is stowed), whatever held that
 * slot before is stowed, and a combination the chapter forbids is refused with its reason (wield.ts),
 * nothing changed. Plain data in and out; the sheet applies the updates.
 */
import type { Decision } from "../../../core/rules-types";
import type { ItemRow } from "../../../foundry/sheets/item-row";
import { mayWieldIn, type WieldedItem, type WieldKind } from "../rules/character/wield";
import type { HELD_SLOTS } from "../schema/common";

export type HeldSlot = (typeof HELD_SLOTS)[number];

const KIND_OF_TYPE: Record<string, WieldKind> = { classicWeapon: "weapon", classicShield: "shield", classicFocus: "focus" };

interface Holdable {
  id: string;
  kind: WieldKind;
  held: HeldSlot;
  twoHanded: boolean;
}

function holdable(item: ItemRow): Holdable | null {
  const kind = KIND_OF_TYPE[item.type];
  if (!kind) return null;
  const system = item.system as { held?: HeldSlot; twoHanded?: boolean };
  return { id: item.id, kind, held: system.held ?? "none", twoHanded: system.twoHanded === true };
}

const wielded = (item: Holdable): WieldedItem => ({ kind: item.kind, twoHanded: item.twoHanded });

export interface HeldUpdate {
  _id: string;
  "system.held": HeldSlot;
}

/** The item updates that put `itemId` in `slot`, or why the chapter refuses it; null for an item that is not held in a hand. */
export function wieldChange(items: readonly ItemRow[], itemId: string, slot: HeldSlot): Decision<{ updates: HeldUpdate[] }> | null {
  const all = items.map(holdable).filter((item): item is Holdable => item !== null);
  const item = all.find((entry) => entry.id === itemId);
  if (!item) return null;
  if (slot === "none") return { ok: true, updates: item.held === "none" ? [] : [{ _id: item.id, "system.held": "none" }] };
  const others = all.filter((entry) => entry.id !== item.id);
  const otherSlot = slot === "primary" ? "offhand" : "primary";
  const beside = others.find((entry) => entry.held === otherSlot) ?? null;
  const check = mayWieldIn(slot, wielded(item), beside && wielded(beside));
  if (!check.ok) return check;
  const displaced = others.filter((entry) => entry.held === slot).map((entry): HeldUpdate => ({ _id: entry.id, "system.held": "none" }));
  return { ok: true, updates: [...displaced, ...(item.held === slot ? [] : [{ _id: item.id, "system.held": slot }])] };
}
