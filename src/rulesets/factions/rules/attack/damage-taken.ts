/**
 * What a hit does to its target: the rolled damage less the armour value, less 1 more for cover the
 * weapon does not penetrate, never below 0; a barrier stops it all. The rest comes off health, which
 * stops at 0: the target is incapacitated.
 */
import type { Modifier } from "../../../../core/rules-types";
import { isIncapacitatedAt, type Health } from "../character/health";
import { FACTIONS_DAMAGE_LINE as LINE } from "./labels";
import { coverArmour, type EffectiveProtection } from "./protection";

export interface HitFacts {
  /** The damage formula's rolled total. */
  rolled: number;
  /** The target's armour value. */
  armour: number;
  protection: EffectiveProtection;
  penetratesCover: boolean;
}

export interface DamageTaken {
  taken: number;
  blocked: boolean;
  /** The rolled damage, then what armour, cover or a barrier stopped; they add up to `taken`. */
  lines: Modifier[];
}

export function damageTaken(hit: HitFacts): DamageTaken {
  const rolled = Math.max(0, hit.rolled);
  if (hit.protection === "blocked") {
    return { taken: 0, blocked: true, lines: [{ key: LINE.rolled, value: rolled }, { key: LINE.blocked, value: 0 - rolled }] };
  }
  // Each line shows what it stopped, never more than was left: the lines add up to what is taken.
  const byArmour = Math.min(rolled, Math.max(0, hit.armour));
  const byCover = Math.min(rolled - byArmour, coverArmour(hit.protection, hit.penetratesCover));
  const lines: Modifier[] = [
    { key: LINE.rolled, value: rolled },
    { key: LINE.armour, value: 0 - byArmour },
  ];
  if (hit.protection === "cover") lines.push({ key: LINE.cover, value: 0 - byCover });
  return { taken: rolled - byArmour - byCover, blocked: false, lines };
}

export interface HealthAfterHit {
  health: Health;
  /** What the hit took off health (never more than was left). */
  lost: number;
  incapacitated: boolean;
  line: Modifier;
}

export function healthAfterHit(health: Health, taken: number): HealthAfterHit {
  const left = Math.max(0, health.value);
  const lost = Math.min(left, Math.max(0, taken));
  const after = { value: left - lost, max: health.max };
  return { health: after, lost, incapacitated: isIncapacitatedAt(after), line: { key: LINE.health, value: 0 - lost } };
}
