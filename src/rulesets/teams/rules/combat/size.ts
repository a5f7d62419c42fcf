/**
 * Size difference: a larger attacker treats the target's evasion as higher and its deflection as
 * lower, by the difference in size; a smaller attacker the reverse. Sizes are numbers (small 3, medium 4 …).
 */
import type { Modifier } from "../../../../core/rules-types";
import { TEAMS_MODIFIER } from "./labels";

export interface SizeShift {
  evasion: number;
  deflection: number;
}

export function sizeShift(attackerSize: number, targetSize: number): SizeShift {
  return { evasion: attackerSize - targetSize, deflection: targetSize - attackerSize };
}

export interface Defences {
  evasion: number;
  /** The damage reduction that matches the attack (physical or elemental); typeless damage meets 0. */
  deflection: number;
}

/** The target's defences as this attacker treats them; neither goes below zero. */
export function defencesAgainstAttacker(defences: Defences, attackerSize: number, targetSize: number): Defences {
  const shift = sizeShift(attackerSize, targetSize);
  return {
    evasion: Math.max(0, defences.evasion + shift.evasion),
    deflection: Math.max(0, defences.deflection + shift.deflection),
  };
}

/** The card's lines for a size difference: none between creatures of one size. */
export function sizeModifiers(attackerSize: number, targetSize: number): Modifier[] {
  const shift = sizeShift(attackerSize, targetSize);
  if (shift.evasion === 0) return [];
  return [
    { key: TEAMS_MODIFIER.sizeEvasion, value: shift.evasion },
    { key: TEAMS_MODIFIER.sizeDeflection, value: shift.deflection },
  ];
}
