/**
 * Stored `classic` data to what the pure rules read: a creature's sheet plus its worn armour and held
 * shields make `ClassicCreatureStats` (rules/character/derived.ts). Items lying in the pack count for nothing.
 */
import type { Infer } from "../../../core/schema/spec";
import { CLASSIC_ABILITIES, type ClassicAbility } from "../rules/character/abilities";
import type { ClassicCreatureStats } from "../rules/character/derived";
import type { armourSchema, shieldSchema } from "./items";
import type { monsterSchema } from "./monster";

/** What characters and monsters alike store (a character adds its class name). */
export type ClassicCreatureData = Infer<typeof monsterSchema>;
export type ClassicArmourData = Infer<typeof armourSchema>;
export type ClassicShieldData = Infer<typeof shieldSchema>;

export interface ClassicGear {
  armour: readonly ClassicArmourData[];
  shields: readonly ClassicShieldData[];
}

/** The armour that counts: the best worn suit (wearing two is the GM's mistake, not a bonus), or none. */
export function wornArmour(armour: readonly ClassicArmourData[]): ClassicArmourData | null {
  return armour.filter((suit) => suit.worn).reduce<ClassicArmourData | null>((best, suit) => (best === null || suit.acBonus > best.acBonus ? suit : best), null);
}

export function classicCreatureStats(creature: ClassicCreatureData, gear: ClassicGear): ClassicCreatureStats {
  const suit = wornArmour(gear.armour);
  return {
    abilities: Object.fromEntries(CLASSIC_ABILITIES.map((id) => [id, creature.abilities[id].score])) as Record<ClassicAbility, number>,
    hp: creature.health.value,
    nld: creature.nonLethal,
    baseAttackBonus: creature.baseAttackBonus,
    fortitudeBase: creature.fortitudeBase,
    size: creature.size,
    acParts: { ...creature.ac, armour: suit?.acBonus ?? 0 },
    shieldBonuses: gear.shields.filter((shield) => shield.held !== "none").map((shield) => shield.acBonus),
    initiativeMisc: creature.initiative.misc,
    escapeArtistSkill: creature.skills.escapeArtist,
    armourCheckPenalty: suit?.armourCheckPenalty ?? 0,
  };
}
