/**
 * Evasion and deflection as they stand before any attack: the character's own, plus the deflection of
 * armour worn. Deflection is damage reduction by category; its physical part is the physical defense
 * that Parry adds to.
 */
import type { DamageReductions } from "../combat/damage";

export interface WornArmour {
  worn: boolean;
  deflection: DamageReductions;
}

export interface OwnDefences {
  evasion: number;
  deflection: DamageReductions;
}

export interface StandingDefences {
  evasion: number;
  deflection: DamageReductions;
}

export function standingDefences(own: OwnDefences, armour: readonly WornArmour[]): StandingDefences {
  const worn = armour.filter((piece) => piece.worn);
  const sum = (category: keyof DamageReductions) => worn.reduce((total, piece) => total + Math.max(0, piece.deflection[category]), Math.max(0, own.deflection[category]));
  return { evasion: Math.max(0, own.evasion), deflection: { physical: sum("physical"), elemental: sum("elemental") } };
}
