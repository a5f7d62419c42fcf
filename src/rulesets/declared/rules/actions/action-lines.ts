/**
 * The initiative modifier of each declared action, as the lines behind it: the modifier is their sum.
 * "Unless otherwise stated": an item's own number replaces the +6 or +2 when it states one.
 */
import type { Modifier } from "../../../../core/rules-types";
import { DECLARED_ACTION_LINE as L } from "./labels";

export const CONSUMABLE_MODIFIER = 6;
export const THROW_MODIFIER = 2;
export const FULL_DEFENSE_MODIFIER = -1;
/** Defensive attack's +1 over the weapon's speed (the whole modifier when not attacking). */
export const DEFENSIVE_ATTACK_BONUS = 1;
/** Spell speed is the casting TN minus this, unless the spell says otherwise. */
export const SPELL_SPEED_BASE_TN = 10;

export interface WeaponNumbers {
  speed: number;
}

export interface SpellNumbers {
  castingTn: number;
  /** The spell's own speed when it states one. */
  speed: number | null;
}

export interface ItemNumbers {
  /** The item's own initiative modifier when it states one. */
  initiativeModifier: number | null;
}

export function spellSpeed(spell: SpellNumbers): number {
  return spell.speed ?? spell.castingTn - SPELL_SPEED_BASE_TN;
}

export function attackLines(weapon: WeaponNumbers): Modifier[] {
  return [{ key: L.weaponSpeed, value: weapon.speed }];
}

export function castLines(spell: SpellNumbers): Modifier[] {
  return [{ key: L.spellSpeed, value: spellSpeed(spell) }];
}

export function consumableLines(item: ItemNumbers): Modifier[] {
  return [{ key: L.consumable, value: item.initiativeModifier ?? CONSUMABLE_MODIFIER }];
}

/** A thrown object: the item's own modifier, else +2 (also when nothing in particular is named). */
export function throwLines(item: ItemNumbers | null): Modifier[] {
  return [{ key: L.throw, value: item?.initiativeModifier ?? THROW_MODIFIER }];
}

export function fullDefenseLines(): Modifier[] {
  return [{ key: L.fullDefense, value: FULL_DEFENSE_MODIFIER }];
}

/** With no weapon (no attack meant), its speed counts 0: +1 in all. */
export function defensiveAttackLines(weapon: WeaponNumbers | null): Modifier[] {
  const defensive = { key: L.defensive, value: DEFENSIVE_ATTACK_BONUS };
  return weapon === null ? [defensive] : [...attackLines(weapon), defensive];
}
