/**
 * Broken items: a won shatter marks the item `flags.fray.broken` (the chapter gives items no hit points).
 * A broken weapon or shield makes no attack, and broken armour or a broken shield adds nothing to AC,
 * until the GM repairs it. Pure.
 */
import { refuse, type Decision } from "../../../../core/rules-types";

export const CLASSIC_BROKEN_REFUSAL = { cannotAttack: "FRAY.Classic.Attack.Refusal.Broken" } as const;

/** Whether an item's flags mark it broken (only `fray.broken === true` does). */
export function isBrokenItem(flags: unknown): boolean {
  const fray = typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>).fray : null;
  return typeof fray === "object" && fray !== null && (fray as Record<string, unknown>).broken === true;
}

/** A broken weapon or shield cannot attack, bash included. */
export function mayAttackWith(item: { name: string; broken: boolean }): Decision<object> {
  return item.broken ? refuse(CLASSIC_BROKEN_REFUSAL.cannotAttack, { item: item.name }) : { ok: true };
}

/** The armour and shields that still protect: the broken ones give no AC. */
export function protectingItems<T extends { flags?: unknown }>(items: readonly T[]): T[] {
  return items.filter((item) => !isBrokenItem(item.flags));
}
