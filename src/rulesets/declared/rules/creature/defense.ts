/**
 * Defense (10 + Agility modifier + Defense bonus + whatever else applies, itemised for a card) and
 * Armour (the sum of armour bonuses, taken off each hit).
 */
import { modifierTotal, type Modifier } from "../../../../core/rules-types";
import { DECLARED_CREATURE_LINE } from "./labels";

export const DECLARED_BASE_DEFENSE = 10;

export interface DefenseInput {
  agilityModifier: number;
  /** From worn armour, shields and the creature's own. */
  defenseBonus: number;
  /** Situational lines another rule hands in (full defense's +4, a condition's penalty). */
  extra?: readonly Modifier[];
}

export interface DefenseScore {
  value: number;
  /** The lines behind the value, zero lines left out except the base. */
  lines: Modifier[];
}

export function defenseScore(input: DefenseInput): DefenseScore {
  const parts: Modifier[] = [
    { key: DECLARED_CREATURE_LINE.agility, value: input.agilityModifier },
    { key: DECLARED_CREATURE_LINE.defenseBonus, value: input.defenseBonus },
    ...(input.extra ?? []),
  ];
  const lines: Modifier[] = [{ key: DECLARED_CREATURE_LINE.base, value: DECLARED_BASE_DEFENSE }, ...parts.filter((line) => line.value !== 0)];
  return { value: modifierTotal(lines), lines };
}

/** Armour bonuses add up; a negative bonus (a damaged piece) never makes Armour add damage. */
export function armourScore(bonuses: readonly number[]): number {
  return Math.max(0, bonuses.reduce((sum, bonus) => sum + bonus, 0));
}
