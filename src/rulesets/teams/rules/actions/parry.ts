/**
 * Parrying with an item: its parry value (1 when it has none) is added to your physical defense
 * against this attack, and the item takes 1 damage to its durability.
 */
export const PARRY_WITHOUT_VALUE = 1;
export const PARRY_DURABILITY_LOSS = 1;

export interface ParryInput {
  physicalDefense: number;
  parryValue: number | null;
  durability: number;
}

export interface ParryOutcome {
  physicalDefense: number;
  /** The parry's line on the card. */
  bonus: number;
  durability: number;
  broken: boolean;
}

export function parryAttack(input: ParryInput): ParryOutcome {
  const bonus = input.parryValue ?? PARRY_WITHOUT_VALUE;
  const durability = Math.max(0, input.durability - PARRY_DURABILITY_LOSS);
  return { physicalDefense: input.physicalDefense + bonus, bonus, durability, broken: durability === 0 };
}
