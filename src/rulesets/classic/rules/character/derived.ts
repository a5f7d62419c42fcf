/**
 * Everything a `classic` sheet shows that follows from the stored numbers: ability modifiers, the attack
 * curve, AC with touch and flat-footed, initiative, Fortitude, size modifiers, grapple and Escape Artist,
 * and whether the creature is down. The shell maps its schema onto `ClassicCreatureStats`.
 */
import type { Modifier } from "../../../../core/rules-types";
import { abilityModifier, CLASSIC_ABILITIES, type ClassicAbility } from "./abilities";
import { armourClass, type AcParts, type ArmourClass } from "./armour-class";
import { iterativeAttacks } from "./base-attack";
import { escapeArtistModifier, grappleModifier } from "./grapple";
import { isUnconscious } from "./health";
import { initiativeBonus } from "./initiative";
import { fortitudeSave } from "./saves";
import { sizeAttackModifier, sizeManeuverModifier, type ClassicSize } from "./size";
import { spaceInSquares } from "./space";

export interface ClassicCreatureStats {
  abilities: Record<ClassicAbility, number>;
  /** Current hit points and non-lethal damage. */
  hp: number;
  nld: number;
  baseAttackBonus: number;
  fortitudeBase: number;
  size: ClassicSize;
  /** Armour, natural, deflection, dodge, insight, luck, parry … as stored; DEX and size are added here. */
  acParts: Omit<AcParts, "dex" | "size" | "shield">;
  /** The shield bonus of each shield held: only the best one counts. */
  shieldBonuses: readonly number[];
  initiativeMisc: number;
  escapeArtistSkill: number;
  /** The worn armour's check penalty (≤ 0); it counts against Escape Artist. */
  armourCheckPenalty: number;
}

export interface ClassicCreatureDerived {
  modifiers: Record<ClassicAbility, number>;
  attacks: number[];
  ac: ArmourClass;
  /** The parts the AC is made of, for the AC an attack meets (touch, flat-footed or both). */
  acParts: AcParts;
  initiativeBonus: number;
  fortitude: { total: number; lines: Modifier[] };
  sizeAttack: number;
  sizeManeuver: number;
  space: number;
  grapple: { total: number; lines: Modifier[] };
  escapeArtist: { total: number; lines: Modifier[] };
  unconscious: boolean;
}

/** Two shields give no more than the better one. */
export function bestShieldBonus(bonuses: readonly number[]): number {
  return bonuses.length === 0 ? 0 : Math.max(...bonuses);
}

export function deriveClassicCreature(stats: ClassicCreatureStats): ClassicCreatureDerived {
  const modifiers = Object.fromEntries(CLASSIC_ABILITIES.map((id) => [id, abilityModifier(stats.abilities[id])])) as Record<ClassicAbility, number>;
  const sizeAttack = sizeAttackModifier(stats.size);
  const acParts: AcParts = { ...stats.acParts, shield: bestShieldBonus(stats.shieldBonuses), dex: modifiers.dex, size: sizeAttack };
  return {
    modifiers,
    attacks: iterativeAttacks(stats.baseAttackBonus),
    ac: armourClass(acParts),
    acParts,
    initiativeBonus: initiativeBonus(modifiers.dex, stats.initiativeMisc),
    fortitude: fortitudeSave(stats.fortitudeBase, modifiers.con),
    sizeAttack,
    sizeManeuver: sizeManeuverModifier(stats.size),
    space: spaceInSquares(stats.size),
    grapple: grappleModifier(stats.baseAttackBonus, modifiers.str, stats.size),
    escapeArtist: escapeArtistModifier(modifiers.dex, stats.escapeArtistSkill, stats.armourCheckPenalty),
    unconscious: isUnconscious({ hp: stats.hp, nld: stats.nld }),
  };
}
