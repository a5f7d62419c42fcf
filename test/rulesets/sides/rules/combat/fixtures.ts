/** Plain profiles for the sides combat tests: weapons in the shape of the rulebook's kit. */
import type { AttackerProfile, TargetProfile, WeaponProfile } from "../../../../../src/rulesets/sides/rules/combat/types";
import { defaultSituation, planAttack, type AttackPlan, type AttackSituation } from "../../../../../src/rulesets/sides/rules/combat/attack-plan";

export function weapon(overrides: Partial<WeaponProfile> = {}): WeaponProfile {
  return {
    damage: "1d8",
    attributes: ["str"],
    skill: "stab",
    shock: { points: 2, ac: 15 },
    range: null,
    twoHanded: false,
    thrown: false,
    category: "melee",
    long: false,
    magicBonus: 0,
    nonLethal: false,
    launcher: null,
    ...overrides,
  };
}

export const longsword = weapon();
export const dagger = weapon({
  damage: "1d4",
  attributes: ["str", "dex"],
  shock: { points: 1, ac: 15 },
  thrown: true,
  range: { normal: 30, long: 60 },
});
export const spear = weapon({ damage: "1d6", shock: { points: 2, ac: 13 }, thrown: true, range: { normal: 30, long: 60 } });
export const halberd = weapon({ damage: "1d10", twoHanded: true, long: true, shock: { points: 2, ac: 15 } });
export const unarmed = weapon({
  damage: "1d2",
  attributes: ["str", "dex"],
  skill: "brawl",
  shock: null,
  category: "unarmed",
});
export const bow = weapon({
  damage: "1d6",
  attributes: ["dex"],
  skill: "shoot",
  shock: null,
  category: "ranged",
  twoHanded: true,
  range: { normal: 50, long: 75 },
  launcher: "bow",
});
export const crossbow = weapon({
  damage: "1d10",
  attributes: ["dex"],
  skill: "shoot",
  shock: null,
  category: "ranged",
  twoHanded: true,
  range: { normal: 100, long: 300 },
  launcher: "crossbow",
});
/** A one-handed ranged weapon that is neither bow nor thrown (a sling). */
export const sling = weapon({
  damage: "1d6",
  attributes: ["dex"],
  skill: "shoot",
  shock: null,
  category: "ranged",
  range: { normal: 30, long: 60 },
});
export const club = weapon({ damage: "1d4", shock: null, nonLethal: true });

export function character(overrides: Partial<AttackerProfile> = {}): AttackerProfile {
  return {
    kind: "character",
    attackBonus: 1,
    attributeMods: { str: 1, dex: 0 },
    skills: { brawl: 0, stab: 1, shoot: 0, exert: 0 },
    snapTrained: false,
    ...overrides,
  };
}

export function npc(overrides: Partial<AttackerProfile> = {}): AttackerProfile {
  return {
    kind: "npc",
    attackBonus: 2,
    attributeMods: { str: 0, dex: 0 },
    skills: { brawl: -1, stab: -1, shoot: -1, exert: -1 },
    snapTrained: false,
    ...overrides,
  };
}

export function target(overrides: Partial<TargetProfile> = {}): TargetProfile {
  return {
    ac: 13,
    prone: false,
    hasShield: false,
    shieldUsedThisRound: false,
    totalDefense: false,
    shockImmune: false,
    chargedThisRound: false,
    ...overrides,
  };
}

/** The plan of an attack in this situation, or the key of its refusal. */
export function planOrRefusal(
  situation: Partial<AttackSituation>,
  w: WeaponProfile = longsword,
  a: AttackerProfile = character(),
  t: TargetProfile = target(),
): AttackPlan | string {
  const out = planAttack(a, w, t, defaultSituation(situation));
  return out.ok ? out.plan : out.reason.key;
}

/** The value of one itemised line of a plan, undefined when the plan has no such line. */
export function lineOf(plan: AttackPlan | string, key: string): number | undefined {
  if (typeof plan === "string") throw new Error(`refused: ${plan}`);
  return plan.modifiers.find((m) => m.key === key)?.value;
}
