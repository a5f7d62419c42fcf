/**
 * Dropping to 0 HP: unconscious in the square, with a wound the GM names from what dropped the
 * creature, and bleeding out. Massive damage (one hit of half the maximum HP or more, after
 * reductions) calls for a Fortitude save against 10 + the attacker's Hit Dice; failing it drops the
 * creature to 0 HP with its first death save already failed.
 */
import { modifierTotal, type Modifier } from "../../../../core/rules-types";
import { notDying, type ClassicDying } from "./dying-state";
import { CLASSIC_DYING_LINE } from "./labels";

/** The dying state of a creature whose HP just reached 0 from a hit of `damage`; null while it stands. */
export function goingDown(hpAfter: number, damage: number, dying: ClassicDying): ClassicDying | null {
  return hpAfter > 0 ? null : fallen(damage, dying);
}

// Already down: a further hit neither restarts the count nor rewrites the dropping damage.
const fallen = (damage: number, dying: ClassicDying): ClassicDying => (dying.down ? dying : { ...notDying(), down: true, droppingDamage: damage });

/** Whether a single hit is massive: half the maximum HP or more, after reductions. */
export const isMassiveDamage = (damage: number, maxHp: number): boolean => damage > 0 && damage * 2 >= maxHp;

/** The Fortitude save a massive hit calls for, with its lines; null when the hit is not massive. */
export function massiveDamageSave(damage: number, maxHp: number, attackerHitDice: number): { dc: number; lines: Modifier[] } | null {
  if (!isMassiveDamage(damage, maxHp)) return null;
  const lines = [
    { key: CLASSIC_DYING_LINE.base, value: 10 },
    { key: CLASSIC_DYING_LINE.attackerHitDice, value: attackerHitDice },
  ];
  return { dc: modifierTotal(lines), lines };
}

/** What the massive-damage save total does: null when it saves, else the creature down at 0 HP with one death save failed. */
export function failMassiveDamage(saveTotal: number, dc: number, damage: number, dying: ClassicDying): ClassicDying | null {
  if (saveTotal >= dc) return null;
  const down = fallen(damage, dying);
  return { ...down, failures: Math.max(down.failures, 1) };
}
