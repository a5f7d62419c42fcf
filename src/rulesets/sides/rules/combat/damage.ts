/**
 * Damage of a hit: the weapon's die + attribute modifier (+ Brawl when purely unarmed, + magic,
 * +2 dual wielding in reach of both weapons, + listed bonuses, + capped swarm bonus), never less
 * than the Shock the attack would have done on a miss.
 */
import { formulaMax } from "../../../../core/dice/formula";
import { MOD, OUTCOME } from "./labels";
import { capSwarmDamage } from "./swarm";
import type { WeaponProfile } from "./types";
import type { Modifier, Reason } from "../../../../core/rules-types";

export const DUAL_WIELD_DAMAGE = 2;

/** What decides the bonuses a hit adds to the weapon's die. */
export interface DamageBonusInput {
  weapon: WeaponProfile;
  /** The attribute modifier the attack used (0 for NPCs). */
  attributeMod: number;
  /** Brawl level, added only to purely unarmed attacks; untrained (−1) adds nothing. */
  brawlLevel: number;
  dualWieldBonus: boolean;
  /** Class abilities, feats and the like that add to damage. */
  otherBonuses: Modifier[];
}

export interface HitDamageInput extends DamageBonusInput {
  /** The weapon's damage formula as rolled. */
  weaponRoll: number;
  /** The swarm's damage bonus before the cap; 0 when not swarming. */
  swarmDamage: number;
  /** What Shock would have done on a miss (see shockFloorOnHit). */
  shockFloor: number;
}

export interface HitDamage {
  total: number;
  parts: Modifier[];
  /** The most this weapon usually does with these bonuses (the swarm cap). */
  usualMaximum: number;
  notes: Reason[];
}

/** The bonuses this hit always carries, itemised (everything except the die and the swarm). */
export function damageBonuses(input: DamageBonusInput): Modifier[] {
  const parts: Modifier[] = [];
  if (input.attributeMod !== 0) parts.push({ key: MOD.attribute, value: input.attributeMod });
  if (input.weapon.category === "unarmed" && input.brawlLevel > 0) {
    parts.push({ key: MOD.brawlUnarmed, value: input.brawlLevel });
  }
  if (input.weapon.magicBonus !== 0) parts.push({ key: MOD.magic, value: input.weapon.magicBonus });
  if (input.dualWieldBonus) parts.push({ key: MOD.dualWieldDamage, value: DUAL_WIELD_DAMAGE });
  parts.push(...input.otherBonuses);
  return parts;
}

export function hitDamage(input: HitDamageInput): HitDamage {
  const fixed = damageBonuses(input);
  const fixedSum = fixed.reduce((sum, p) => sum + p.value, 0);
  const usualMaximum = formulaMax(input.weapon.damage) + fixedSum;
  const withoutSwarm = input.weaponRoll + fixedSum;
  const parts: Modifier[] = [{ key: MOD.weaponDie, value: input.weaponRoll }, ...fixed];
  const notes: Reason[] = [];
  let total = withoutSwarm;
  // Not swarming (0 bonus) adds nothing and caps nothing.
  const swarm = capSwarmDamage(withoutSwarm, input.swarmDamage, usualMaximum);
  if (swarm.added > 0) parts.push({ key: MOD.swarm, value: swarm.added });
  if (swarm.capped) notes.push({ key: OUTCOME.swarmCappedAtMax, data: { max: usualMaximum } });
  total += swarm.added;
  if (total < input.shockFloor) {
    notes.push({ key: OUTCOME.damageFloorShock, data: { shock: input.shockFloor } });
    total = input.shockFloor;
  }
  return { total: Math.max(0, total), parts, usualMaximum, notes };
}

/** Maximum damage of a hit (execution attacks that are saved against). */
export function maximumHitDamage(input: Omit<HitDamageInput, "weaponRoll">): HitDamage {
  return hitDamage({ ...input, weaponRoll: formulaMax(input.weapon.damage) });
}
