/**
 * Whether a combatant is armed for an Attack of Opportunity, how far it reaches, and what it would
 * strike with: a readied melee weapon (characters) or a melee attack (monsters). Pure.
 */
import type { AttackSource } from "../attack-sources";

export interface WeaponFacts {
  id: string;
  category: string;
  readied: boolean;
  long: boolean;
}

export interface AttackFacts {
  /** 0 for a melee attack, feet for a ranged one. */
  range: number;
}


export interface MeleeArms {
  armed: boolean;
  reachFt: number;
  source: AttackSource | null;
}

const UNARMED: MeleeArms = { armed: false, reachFt: 5, source: null };

export function characterArms(weapons: readonly WeaponFacts[]): MeleeArms {
  const melee = weapons.filter((weapon) => weapon.readied && weapon.category === "melee");
  if (melee.length === 0) return UNARMED;
  // Prefer the longest reach: the rule's 10 ft is for Long weapons.
  const best = melee.find((weapon) => weapon.long) ?? melee[0]!;
  return { armed: true, reachFt: best.long ? 10 : 5, source: { itemId: best.id } };
}

export function monsterArms(attacks: readonly AttackFacts[]): MeleeArms {
  const index = attacks.findIndex((attack) => attack.range === 0);
  return index < 0 ? UNARMED : { armed: true, reachFt: 5, source: { attackIndex: index } };
}
