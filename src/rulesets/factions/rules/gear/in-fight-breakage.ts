/**
 * Damaged gear breaking during the fight. A damaged weapon or shield used to attack breaks when its
 * damage die shows a 1. A blow of 8 or more damage, counted before armour, breaks the target's
 * damaged shield, or when it has none its damaged armour: one item per blow, the shield first.
 * Intact gear is never broken by either; improvised weapons count as damaged.
 */
import { effectiveCondition, type Gear } from "./gear-condition";

/** Damage before armour from which a blow breaks damaged protection. */
export const HEAVY_BLOW_DAMAGE = 8;

/** Whether the weapon (or shield, bashing) breaks on this attack: damaged, and a 1 on its damage die. */
export function breaksWhenAttacking(item: Gear, damageDie: number): boolean {
  return item.kind !== "armour" && effectiveCondition(item) === "damaged" && damageDie === 1;
}

/** What the target wears and holds against a blow; null for none. */
export interface Protection {
  shield: Gear | null;
  armour: Gear | null;
}

/** The one item a blow breaks, or null: a damaged shield before damaged armour, from 8 damage before armour. */
export function brokenByBlow(protection: Protection, damageBeforeArmour: number): Gear | null {
  if (damageBeforeArmour < HEAVY_BLOW_DAMAGE) return null;
  const breakable = [protection.shield, protection.armour].find((item) => item !== null && effectiveCondition(item) === "damaged");
  return breakable ?? null;
}
