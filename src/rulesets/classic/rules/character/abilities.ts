/** The six ability scores of a `classic` creature and the modifier each gives. */

export const CLASSIC_ABILITIES = ["str", "dex", "con", "int", "wis", "cha"] as const;
export type ClassicAbility = (typeof CLASSIC_ABILITIES)[number];

/** floor((score − 10) / 2): 10–11 give +0, 18 gives +4, 7 gives −2. */
export function abilityModifier(score: number): number {
  return Math.floor((score - 10) / 2);
}

/**
 * Reads one ability score from stored system data without trusting it: `abilities.<id>.score`, `.value`
 * or a bare whole number. Missing or malformed data reads as 10, so a broken sheet still rolls.
 */
export function readAbilityScore(system: object, id: ClassicAbility): number {
  const abilities: unknown = (system as Record<string, unknown>).abilities;
  if (typeof abilities !== "object" || abilities === null) return 10;
  const stored: unknown = (abilities as Record<string, unknown>)[id];
  if (Number.isInteger(stored)) return stored as number;
  if (typeof stored !== "object" || stored === null) return 10;
  const { score, value } = stored as Record<string, unknown>;
  if (Number.isInteger(score)) return score as number;
  return Number.isInteger(value) ? (value as number) : 10;
}

/** The modifier of a stored ability score. */
export function readAbilityModifier(system: object, id: ClassicAbility): number {
  return abilityModifier(readAbilityScore(system, id));
}
