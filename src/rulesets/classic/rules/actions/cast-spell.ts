/**
 * Casting a spell from the sheet: refused in a grapple (grappled or pinned) when the spell needs somatic
 * components nothing removes; worn armour then hinders the gestures: a spell needing them fails on a d%
 * at or below the armour's spell failure (50 % or the armour's own, whichever is higher, untrained).
 */
import type { Decision } from "../../../../core/rules-types";
import { spellFailureChance } from "../character/training";
import { CLASSIC_STATUS } from "../character/statuses";
import { canCastWhileGrappled } from "../maneuvers/grappled-spellcasting";

export interface SpellComponents {
  /** The spell needs somatic components. */
  somatic: boolean;
  /** Signless Spell or another effect removes them. */
  somaticRemoved: boolean;
}

/** Whether the creature with these statuses may cast the spell at all. */
export function mayCastSpell(statuses: ReadonlySet<string>, spell: SpellComponents): Decision<object> {
  const grappled = statuses.has(CLASSIC_STATUS.grappled) || statuses.has(CLASSIC_STATUS.pinned);
  return canCastWhileGrappled({ grappled, spellHasSomatic: spell.somatic, somaticRemoved: spell.somaticRemoved });
}

/** The worn armour as spell failure reads it, or null when none is worn. */
export interface WornArmourFailure {
  trained: boolean;
  /** The armour's own spell failure in percent. */
  spellFailure: number;
}

/** The chance in percent that the spell fails; 0 when it needs no gestures or no armour is worn (nothing to roll). */
export function castingFailureChance(spell: SpellComponents, armour: WornArmourFailure | null): number {
  if (!spell.somatic || spell.somaticRemoved || !armour) return 0;
  return spellFailureChance(armour.trained, armour.spellFailure);
}

/** A d% at or below the chance fails the spell. */
export const spellFails = (chance: number, percentile: number): boolean => percentile <= chance;
