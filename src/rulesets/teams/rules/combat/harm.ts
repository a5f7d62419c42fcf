/**
 * Damage taken goes to endurance first and the excess to health. Harmed: endurance at half its
 * maximum or less. Bloodied: health below its maximum.
 */

export interface Pool {
  value: number;
  max: number;
}

export interface Vitals {
  endurance: Pool;
  health: Pool;
}

export interface DamageTaken extends Vitals {
  toEndurance: number;
  toHealth: number;
  /** Health the character had when the damage landed. */
  healthBefore: number;
}

export function takeDamage(vitals: Vitals, amount: number): DamageTaken {
  const damage = Math.max(0, amount);
  const enduranceBefore = Math.max(0, vitals.endurance.value);
  const healthBefore = Math.max(0, vitals.health.value);
  const toEndurance = Math.min(enduranceBefore, damage);
  const toHealth = damage - toEndurance;
  return {
    endurance: { ...vitals.endurance, value: enduranceBefore - toEndurance },
    health: { ...vitals.health, value: Math.max(0, healthBefore - toHealth) },
    toEndurance,
    toHealth,
    healthBefore,
  };
}

export function isHarmed(endurance: Pool): boolean {
  return endurance.value * 2 <= endurance.max;
}

export function isBloodied(health: Pool): boolean {
  return health.value < health.max;
}

export function missingHealth(health: Pool): number {
  return Math.max(0, health.max - health.value);
}
