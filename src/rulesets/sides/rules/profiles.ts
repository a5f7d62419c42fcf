/**
 * Plain `sides` document data → the profiles the combat rules work on: how a character, a stat
 * block and a weapon item read as attacker, weapon and target. The shell reads the documents and
 * hands their `system` data (and a few facts about the scene) to these functions; the sheets too.
 */
import type { Infer } from "../../../core/schema/spec";
import type { RoundActions } from "./combat/action-economy";
import type { AttackerProfile, ShockRating, TargetProfile, WeaponProfile } from "./combat/types";
import type { CharacterDerived, CharacterSource } from "./derived-character";
import type { monsterAttack, monsterSchema } from "../schema/monster";
import type { weaponSchema } from "../schema/items";

export type CharacterSystem = Pick<CharacterSource, "attackBonus" | "combatSkills" | "skills"> & Pick<CharacterDerived, "modifiers" | "ac">;
export type MonsterSystem = Pick<Infer<typeof monsterSchema>, "attackBonus" | "damage" | "shock" | "ac" | "trainedSnap" | "shockImmune" | "attacks">;
export type WeaponSystem = Infer<typeof weaponSchema>;
export type MonsterAttack = Infer<typeof monsterAttack>;

/** The status id Foundry's core status effects use for a prone token. */
export const PRONE_STATUS = "prone";

export function characterAttacker(system: CharacterSystem): AttackerProfile {
  return {
    kind: "character",
    attackBonus: system.attackBonus,
    attributeMods: { str: system.modifiers.str, dex: system.modifiers.dex },
    skills: { ...system.combatSkills, exert: system.skills.exert },
    // Characters may always try a Snap Attack; the economy decides whether they still can.
    snapTrained: true,
  };
}

/** NPCs fold attribute and skill into their attack bonus; the attack entry's bonus wins when given. */
export function monsterAttacker(system: MonsterSystem, attack: MonsterAttack | null): AttackerProfile {
  const untrained = -1;
  return {
    kind: "npc",
    attackBonus: attack?.attackBonus ?? system.attackBonus,
    attributeMods: { str: 0, dex: 0 },
    skills: { brawl: untrained, stab: untrained, shoot: untrained, exert: untrained },
    snapTrained: system.trainedSnap,
  };
}

function rating(shock: { points: number; ac: number | null }): ShockRating | null {
  return shock.points > 0 ? { points: shock.points, ac: shock.ac } : null;
}

export function weaponProfile(system: WeaponSystem): WeaponProfile {
  const attributes = (["str", "dex"] as const).filter((a) => system.attributes[a]);
  const hasRange = system.range.long > 0 || system.range.normal > 0;
  return {
    damage: system.damage,
    attributes,
    skill: system.skill,
    shock: rating(system.shock),
    range: hasRange ? { normal: system.range.normal, long: Math.max(system.range.normal, system.range.long) } : null,
    twoHanded: system.twoHanded,
    thrown: system.thrown,
    category: system.category,
    long: system.long,
    magicBonus: system.magicBonus,
    nonLethal: system.nonLethal,
    launcher: system.launcher === "none" ? null : system.launcher,
  };
}

/**
 * A stat block's attack line. A line with a range is a ranged attack whose one range is both
 * normal and long (stat blocks give one number); without a range it is a melee attack.
 * With no attack lines the monster's own damage and Shock make one melee attack.
 */
export function monsterWeapon(system: MonsterSystem, attack: MonsterAttack | null): WeaponProfile {
  const ranged = (attack?.range ?? 0) > 0;
  return {
    damage: attack?.damage ?? system.damage,
    attributes: [],
    skill: ranged ? "shoot" : "stab",
    shock: rating(attack?.shock ?? system.shock),
    range: ranged && attack ? { normal: attack.range, long: attack.range } : null,
    twoHanded: false,
    thrown: false,
    category: ranged ? "ranged" : "melee",
    long: false,
    magicBonus: 0,
    nonLethal: false,
    launcher: null,
  };
}

export interface TargetFacts {
  /** The target's AC as its sheet derives it. */
  ac: number;
  shockImmune: boolean;
  /** A character with a readied shield. */
  shieldReadied: boolean;
  /** Status ids on the target (token or actor). */
  statuses: Iterable<string>;
  /** The target's combatant's round, when it is in a fight (a budget stored before the shield was tracked has none). */
  economy: (Pick<RoundActions, "totalDefense" | "chargedThisRound"> & Partial<Pick<RoundActions, "shieldUsed">>) | null;
}

export function targetProfile(facts: TargetFacts): TargetProfile {
  return {
    ac: facts.ac,
    prone: [...facts.statuses].includes(PRONE_STATUS),
    hasShield: facts.shieldReadied,
    shieldUsedThisRound: facts.economy?.shieldUsed ?? false,
    totalDefense: facts.economy?.totalDefense ?? false,
    shockImmune: facts.shockImmune,
    chargedThisRound: facts.economy?.chargedThisRound ?? false,
  };
}

export function characterTargetFacts(system: Pick<CharacterDerived, "ac">): Pick<TargetFacts, "ac" | "shockImmune"> {
  return { ac: system.ac.value, shockImmune: false };
}

export function monsterTargetFacts(system: Pick<MonsterSystem, "ac" | "shockImmune">): Pick<TargetFacts, "ac" | "shockImmune" | "shieldReadied"> {
  return { ac: system.ac, shockImmune: system.shockImmune, shieldReadied: false };
}
