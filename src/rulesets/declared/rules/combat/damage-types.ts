/**
 * The chapter's eleven weapon damage types, and who picks the injury table when a weapon has several:
 * the attacking player for a character, the GM for a monster or NPC.
 */
export const DECLARED_DAMAGE_TYPES = ["blunt", "piercing", "slashing", "chopping", "fire", "cold", "electric", "sonic", "acid", "holy", "unholy"] as const;

export type DeclaredDamageType = (typeof DECLARED_DAMAGE_TYPES)[number];

export function isDeclaredDamageType(value: unknown): value is DeclaredDamageType {
  return (DECLARED_DAMAGE_TYPES as readonly unknown[]).includes(value);
}

/** Who chooses among several damage types. */
export type DamageTypeChooser = "attacker" | "gm";

export interface DamageTypeChoice {
  /** The weapon's known types, in the chapter's order, each once. */
  choices: DeclaredDamageType[];
  /** Null when there is nothing to choose (one type, or none). */
  chooser: DamageTypeChooser | null;
}

/** The damage types a hit may be recorded with, and who picks when there are several. */
export function damageTypeChoice(weaponTypes: readonly string[], attackerIsCharacter: boolean): DamageTypeChoice {
  const choices = DECLARED_DAMAGE_TYPES.filter((type) => weaponTypes.includes(type));
  if (choices.length < 2) return { choices, chooser: null };
  return { choices, chooser: attackerIsCharacter ? "attacker" : "gm" };
}
