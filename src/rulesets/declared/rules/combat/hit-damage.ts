/**
 * What one hit does to a creature: the damage rolled (multiplied on a critical), less Armour, lowers
 * Stress first and then Wound Points; a critical puts all of it on Wound Points. Whatever reaches
 * Wound Points is recorded as an injury with its damage type and amount.
 */
import type { Modifier } from "../../../../core/rules-types";
import type { CriticalMultiplier } from "./attack-plan";
import type { DeclaredDamageType } from "./damage-types";
import { DECLARED_DAMAGE_LINE } from "./labels";

/** The numbers of a creature that damage reads and changes. */
export interface WoundState {
  stress: number;
  /** Current Wound Points: below 0 is dying, so they are never clamped here. */
  wounds: number;
  armour: number;
}

export interface Hit {
  /** The damage formula's rolled total. */
  rolled: number;
  critical: boolean;
  multiplier: CriticalMultiplier;
  type: DeclaredDamageType;
}

/** One entry of a creature's list of injuries. */
export interface InjuryEntry {
  type: DeclaredDamageType;
  amount: number;
}

export interface HitDamage {
  /** The rolled damage, multiplied on a critical; never below 0. */
  dealt: number;
  /** What is left after Armour. */
  taken: number;
  toStress: number;
  toWounds: number;
  /** The creature's new Stress and Wound Points. */
  stress: number;
  wounds: number;
  /** The injury to add to the creature's list; null when nothing reached Wound Points. */
  injury: InjuryEntry | null;
  /** A critical that reached Wound Points: the GM rolls d% for a combat injury. */
  injuryCheck: boolean;
  lines: Modifier[];
}

/** The damage before Armour: the rolled total, times the weapon's multiplier on a critical. */
export function dealtDamage(hit: Pick<Hit, "rolled" | "critical" | "multiplier">): number {
  return Math.max(0, hit.critical ? hit.rolled * hit.multiplier : hit.rolled);
}

export function applyHit(state: WoundState, hit: Hit): HitDamage {
  const dealt = dealtDamage(hit);
  // Armour still applies to a critical: the chapter lifts only Stress for it (docs/rules-notes.md).
  const taken = Math.max(0, dealt - Math.max(0, state.armour));
  const toStress = hit.critical ? 0 : Math.min(Math.max(0, state.stress), taken);
  const toWounds = taken - toStress;
  const lines: Modifier[] = [{ key: DECLARED_DAMAGE_LINE.rolled, value: hit.rolled }];
  if (hit.critical) lines.push({ key: DECLARED_DAMAGE_LINE.critical, value: dealt, data: { multiplier: hit.multiplier } });
  // Written 0 − n so that nothing lost reads 0, never −0.
  lines.push(
    { key: DECLARED_DAMAGE_LINE.armour, value: taken - dealt },
    { key: DECLARED_DAMAGE_LINE.stress, value: 0 - toStress },
    { key: DECLARED_DAMAGE_LINE.wounds, value: 0 - toWounds },
  );
  return {
    dealt,
    taken,
    toStress,
    toWounds,
    stress: state.stress - toStress,
    wounds: state.wounds - toWounds,
    injury: toWounds > 0 ? { type: hit.type, amount: toWounds } : null,
    injuryCheck: hit.critical && toWounds > 0,
    lines,
  };
}
