/**
 * Plain profiles the `sides` combat rules work on. The Foundry shell maps its documents onto
 * these; nothing here knows about Foundry. Every number is already rolled or already derived
 * (attribute modifiers, AC and saves come from the sibling rules files as numbers).
 */

/** The attributes a weapon may use for its attack and damage. */
export type WeaponAttribute = "str" | "dex";

/** Skills a weapon can be wielded with; Exert only ever for thrown weapons. */
export type WeaponSkill = "brawl" | "stab" | "shoot" | "exert";

/** The three skills the rulebook calls combat skills. */
export type CombatSkill = "brawl" | "stab" | "shoot";

/** "Shock 2/AC 15" is { points: 2, ac: 15 }; "Shock 5/-" is { points: 5, ac: null }. */
export interface ShockRating {
  points: number;
  ac: number | null;
}

export type WeaponCategory = "melee" | "ranged" | "unarmed";

/** What it takes to reload; null for weapons that never need it (swords, thrown knives). */
export type Launcher = "bow" | "crossbow" | null;

export interface WeaponProfile {
  /** Damage die formula as written, e.g. "1d8" or "2d4+1". */
  damage: string;
  /** Attributes the wielder may choose from; empty means none applies. */
  attributes: readonly WeaponAttribute[];
  skill: WeaponSkill;
  shock: ShockRating | null;
  /** Normal and long range in feet; null for weapons that cannot strike at range. */
  range: { normal: number; long: number } | null;
  twoHanded: boolean;
  thrown: boolean;
  category: WeaponCategory;
  /** A Long weapon reaches 10 ft in melee instead of 5 ft. */
  long: boolean;
  magicBonus: number;
  nonLethal: boolean;
  /** Bows and crossbows: refused in melee, reloaded per the Reload rule. */
  launcher: Launcher;
}

/** Skill levels; −1 means untrained (the game's convention, "Stab-0" is trained). */
export type SkillLevels = Record<WeaponSkill, number>;

export interface AttackerProfile {
  /** NPCs fold attribute and skill into their attack bonus (usually their HD). */
  kind: "character" | "npc";
  attackBonus: number;
  attributeMods: Record<WeaponAttribute, number>;
  skills: SkillLevels;
  /** NPCs only: trained and disciplined enough for a Snap Attack. */
  snapTrained: boolean;
}

/** What an attack needs to know of its target. `ac` is the AC before combat-state adjustments. */
export interface TargetProfile {
  ac: number;
  prone: boolean;
  /** The target bears a shield (ignores the first Shock each round). */
  hasShield: boolean;
  /** The shield has already ignored a Shock this round. */
  shieldUsedThisRound: boolean;
  /** Total Defense is active: +2 AC and immune to every Shock, even a Swarm's. */
  totalDefense: boolean;
  /** A power, feat or nature makes it immune to Shock. */
  shockImmune: boolean;
  /** The target charged this round: −2 AC until the end of the round. */
  chargedThisRound: boolean;
}

/** The feet a melee attack reaches with this weapon. */
export function meleeReachFt(weapon: WeaponProfile): number {
  return weapon.long ? 10 : 5;
}

export const FT_PER_SQUARE = 5;
