/**
 * The consumables the chapter names, each used with a bonus action (on oneself or a nearby ally):
 * a healing draught restores its dice of health (1d6 unless the item says) and stands an incapacitated
 * drinker back up; an antidote ends poison; a dose of poison coats a weapon, whose next damaging hit
 * poisons a target that fails a STR save (poison.ts). A use takes one from the item's quantity.
 */
import { refuse, type Decision, type Reason } from "../../../../core/rules-types";
import { FACTIONS_CONSUMABLE_EFFECT as EFFECT, FACTIONS_CONSUMABLE_REFUSAL as NO } from "./labels";
import { healed, type Health } from "./health";
import { FACTIONS_STATUS } from "./statuses";

export const CONSUMABLE_KINDS = ["healingDraught", "antidote", "poison", "other"] as const;
export type ConsumableKind = (typeof CONSUMABLE_KINDS)[number];

/** What a healing draught restores when its item names no dice. */
export const HEALING_DRAUGHT_FORMULA = "1d6";

export interface ConsumableStock {
  kind: ConsumableKind;
  quantity: number;
}

/** The quantity left once one is used, or why none can be. */
export function useOne(stock: ConsumableStock): Decision<{ quantity: number }> {
  if (stock.quantity <= 0) return refuse(NO.noneLeft);
  return { ok: true, quantity: stock.quantity - 1 };
}

export interface DraughtOutcome {
  health: Health;
  /** What the chat says: health gained, and standing back up when it did. */
  reasons: Reason[];
}

/** A healing draught drunk by a character with this health and statuses, its dice already rolled. */
export function drinkHealingDraught(health: Health, statuses: ReadonlySet<string>, rolled: number): Decision<DraughtOutcome> {
  if (statuses.has(FACTIONS_STATUS.dead)) return refuse(NO.dead);
  const healing = healed(health, rolled);
  const reasons: Reason[] = [{ key: EFFECT.healed, data: { amount: healing.gained } }];
  if (healing.stoodUp) reasons.push({ key: EFFECT.stoodUp });
  return { ok: true, health: healing.health, reasons };
}

/** An antidote: the statuses to take off (poisoned), and what the chat says. */
export function takeAntidote(statuses: ReadonlySet<string>): { remove: string[]; reason: Reason } {
  if (!statuses.has(FACTIONS_STATUS.poisoned)) return { remove: [], reason: { key: EFFECT.nothingToCure } };
  return { remove: [FACTIONS_STATUS.poisoned], reason: { key: EFFECT.cured } };
}

/** A dose of poison on a weapon: its next damaging hit carries it. */
export function coatWeapon(weaponName: string): Reason {
  return { key: EFFECT.weaponCoated, data: { name: weaponName } };
}
