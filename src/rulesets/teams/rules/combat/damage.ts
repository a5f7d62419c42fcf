/**
 * Damage types and their categories, the reduction that matches them, and what a hit deals:
 * test result + weapon damage − the matching reduction, never below 1.
 */

export type DamageCategory = "physical" | "elemental" | "typeless";

/** The chapter's damage type table. */
export const TEAMS_DAMAGE_TYPES = {
  arcane: "elemental",
  bludgeoning: "physical",
  cold: "elemental",
  fire: "elemental",
  piercing: "physical",
  psychic: "typeless",
  radiant: "elemental",
  shock: "elemental",
  slashing: "physical",
  void: "elemental",
} as const satisfies Record<string, DamageCategory>;

export type TeamsDamageType = keyof typeof TEAMS_DAMAGE_TYPES;

/** The category of a damage type; an unspecified or unknown type is typeless. */
export function damageCategory(type: string | null | undefined): DamageCategory {
  if (!type) return "typeless";
  return (TEAMS_DAMAGE_TYPES as Record<string, DamageCategory>)[type.toLowerCase()] ?? "typeless";
}

export interface DamageReductions {
  physical: number;
  elemental: number;
}

/** Only physical and elemental damage are reduced; typeless damage meets no reduction. */
export function matchingReduction(category: DamageCategory, reductions: DamageReductions): number {
  if (category === "typeless") return 0;
  return Math.max(0, reductions[category]);
}

export const MINIMUM_HIT_DAMAGE = 1;

export interface HitDamageInput {
  testTotal: number;
  /** The weapon's damage, or its critical damage on a critical. */
  weaponDamage: number;
  reduction: number;
}

export interface HitDamage {
  /** Test result + weapon damage, before reduction. */
  dealt: number;
  /** What the target takes. */
  taken: number;
}

export function hitDamage(input: HitDamageInput): HitDamage {
  const dealt = input.testTotal + input.weaponDamage;
  return { dealt, taken: Math.max(MINIMUM_HIT_DAMAGE, dealt - Math.max(0, input.reduction)) };
}
