/**
 * Shock: damage a weapon does on a miss, exactly as the chapter writes it.
 * Only the attribute modifier, the magic bonus and bonuses that explicitly add to Shock count.
 */
import { SHOCK } from "./labels";
import type { ShockRating, TargetProfile } from "./types";
import type { Reason } from "../../../../core/rules-types";

export interface ShockSource {
  rating: ShockRating | null;
  /** Attribute modifier used for the attack (0 for NPCs). */
  attributeMod: number;
  magicBonus: number;
  /** Bonuses that explicitly say they add to Shock (feats, class abilities). */
  explicitShockBonus: number;
  /** A Swarm Attack's Shock applies whatever the AC, shield or immunity (not Total Defense). */
  swarm: boolean;
}

export interface ShockOutcome {
  damage: number;
  applied: boolean;
  reason: Reason;
  /** The target's shield spent its once-a-round Shock on this miss. */
  shieldAbsorbed: boolean;
}

/** Points + attribute + magic + explicit Shock bonuses, never below 0. */
export function shockDamage(rating: ShockRating, source: ShockSource): number {
  return Math.max(0, rating.points + source.attributeMod + source.magicBonus + source.explicitShockBonus);
}

/** Whether the rating reaches this AC: equal or lower than the rating, or any AC for "-". */
export function ratingReaches(rating: ShockRating, ac: number): boolean {
  return rating.ac === null || ac <= rating.ac;
}

function none(key: string, shieldAbsorbed = false): ShockOutcome {
  return { damage: 0, applied: false, reason: { key }, shieldAbsorbed };
}

/**
 * The Shock a miss inflicts, and why. Order: no rating; Total Defense (stops even a swarm);
 * swarm (ignores AC, shield, immunity); immunity; AC above the rating; an unspent shield.
 * A shield is only spent on Shock that would otherwise have landed.
 */
export function resolveShock(source: ShockSource, target: TargetProfile, targetAc: number): ShockOutcome {
  const rating = source.rating;
  if (!rating || rating.points <= 0) return none(SHOCK.noShock);
  if (target.totalDefense) return none(SHOCK.totalDefense);
  const damage = shockDamage(rating, source);
  if (source.swarm) return { damage, applied: true, reason: { key: SHOCK.swarmAlwaysApplies }, shieldAbsorbed: false };
  if (target.shockImmune) return none(SHOCK.immune);
  // A "-" rating reaches every AC, so only a numbered one can be too low.
  if (rating.ac !== null && targetAc > rating.ac) {
    return { ...none(SHOCK.acTooHigh), reason: { key: SHOCK.acTooHigh, data: { ac: targetAc, rating: rating.ac } } };
  }
  if (target.hasShield && !target.shieldUsedThisRound) return none(SHOCK.shield, true);
  const key = rating.ac === null ? SHOCK.appliesAnyAc : SHOCK.applies;
  return { damage, applied: true, reason: { key }, shieldAbsorbed: false };
}

/**
 * The floor for a hit: "never less than the Shock that would have been inflicted on a miss".
 * It depends on the rating reaching the AC (or the attack being a swarm), but not on shields,
 * immunity or Total Defense: those stop Shock, and a hit's damage is not Shock.
 */
export function shockFloorOnHit(source: ShockSource, targetAc: number): number {
  if (!source.rating || source.rating.points <= 0) return 0;
  if (!source.swarm && !ratingReaches(source.rating, targetAc)) return 0;
  return shockDamage(source.rating, source);
}
