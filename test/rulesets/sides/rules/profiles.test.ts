import { describe, expect, it } from "vitest";
import {
  characterAttacker,
  characterTargetFacts,
  monsterAttacker,
  monsterTargetFacts,
  monsterWeapon,
  targetProfile,
  weaponProfile,
  type MonsterSystem,
  type WeaponSystem,
} from "../../../../src/rulesets/sides/rules/profiles";

const skills = { administer: -1, connect: -1, convince: -1, craft: -1, exert: 1, heal: -1, know: -1, lead: -1, magic: -1, notice: -1, perform: -1, pray: -1, ride: -1, sail: -1, sneak: -1, survive: -1, trade: -1, work: -1 };
const hero = {
  attackBonus: 1,
  combatSkills: { brawl: 0, stab: 2, shoot: -1 },
  skills,
  modifiers: { str: 1, dex: -1, con: 0, int: 0, wis: 0, cha: 0 },
  ac: { value: 15, parts: [] },
};

const dagger: WeaponSystem = {
  schemaVersion: 2, category: "melee", damage: "1d4", attributes: { str: true, dex: true }, skill: "stab",
  shock: { points: 1, ac: 15 }, range: { normal: 30, long: 60 }, launcher: "none", twoHanded: false, thrown: true,
  long: false, nonLethal: false, magicBonus: 1, carry: "readied", encumbrance: 1, cost: 3, description: "",
};

const goblins: MonsterSystem = {
  attackBonus: 1, damage: "1d6", shock: { points: 1, ac: 13 }, ac: 13, trainedSnap: true, shockImmune: false,
  attacks: [{ name: "Shortbow", attackBonus: 2, damage: "1d6", shock: { points: 0, ac: null }, count: 1, range: 50 }],
};

describe("profiles from sheet data", () => {
  it("a character attacks with its attack bonus, STR/DEX modifiers and combat skills (Exert for throws)", () => {
    expect(characterAttacker(hero)).toEqual({
      kind: "character",
      attackBonus: 1,
      attributeMods: { str: 1, dex: -1 },
      skills: { brawl: 0, stab: 2, shoot: -1, exert: 1 },
      snapTrained: true,
    });
  });

  it("a weapon keeps every rule-relevant field; 'none' launcher and 0 Shock points become null", () => {
    expect(weaponProfile(dagger)).toEqual({
      damage: "1d4", attributes: ["str", "dex"], skill: "stab", shock: { points: 1, ac: 15 }, range: { normal: 30, long: 60 },
      twoHanded: false, thrown: true, category: "melee", long: false, magicBonus: 1, nonLethal: false, launcher: null,
    });
    const sword = weaponProfile({ ...dagger, attributes: { str: true, dex: false }, thrown: false, range: { normal: 0, long: 0 }, shock: { points: 0, ac: null } });
    expect(sword).toMatchObject({ attributes: ["str"], range: null, shock: null });
    expect(weaponProfile({ ...dagger, launcher: "crossbow" }).launcher).toBe("crossbow");
  });

  it("a monster is an NPC with its attack entry's bonus, damage and Shock; a ranged entry shoots", () => {
    const bow = goblins.attacks[0]!;
    expect(monsterAttacker(goblins, bow)).toMatchObject({ kind: "npc", attackBonus: 2, snapTrained: true });
    expect(monsterWeapon(goblins, bow)).toMatchObject({ damage: "1d6", category: "ranged", skill: "shoot", shock: null, range: { normal: 50, long: 50 }, attributes: [] });
  });

  it("a monster without attack lines attacks in melee with its own damage and Shock", () => {
    expect(monsterAttacker(goblins, null).attackBonus).toBe(1);
    expect(monsterWeapon(goblins, null)).toMatchObject({ damage: "1d6", category: "melee", shock: { points: 1, ac: 13 }, range: null });
  });

  it("a target: AC, a readied shield, prone from the prone status, Total Defense and charge from its round", () => {
    const economy = { totalDefense: true, chargedThisRound: true };
    expect(targetProfile({ ...characterTargetFacts(hero), shieldReadied: true, statuses: new Set(["prone"]), economy })).toEqual({
      ac: 15, prone: true, hasShield: true, shieldUsedThisRound: false, totalDefense: true, shockImmune: false, chargedThisRound: true,
    });
  });

  it("a target whose shield already took this round's first Shock, from its combatant's round", () => {
    const economy = { totalDefense: false, chargedThisRound: false, shieldUsed: true };
    expect(targetProfile({ ...characterTargetFacts(hero), shieldReadied: true, statuses: [], economy }).shieldUsedThisRound).toBe(true);
    expect(targetProfile({ ...characterTargetFacts(hero), shieldReadied: true, statuses: [], economy: null }).shieldUsedThisRound).toBe(false);
  });

  it("a monster target outside a fight: no Total Defense, immunity from its stat block", () => {
    const target = targetProfile({ ...monsterTargetFacts({ ac: 14, shockImmune: true }), statuses: [], economy: null });
    expect(target).toMatchObject({ ac: 14, prone: false, hasShield: false, totalDefense: false, shockImmune: true });
  });
});

describe("profiles from sheet data: the corners a sheet can hold", () => {
  it("a monster is an NPC untrained in every skill, with no attribute modifiers: its attack bonus holds them", () => {
    expect(monsterAttacker({ ...goblins, trainedSnap: false }, null)).toEqual({
      kind: "npc",
      attackBonus: 1,
      attributeMods: { str: 0, dex: 0 },
      skills: { brawl: -1, stab: -1, shoot: -1, exert: -1 },
      snapTrained: false,
    });
  });

  it("a monster's melee attack line (no range) strikes in melee with its own damage, not the stat block's", () => {
    const ogre: MonsterSystem = { ...goblins, damage: "1d6", attacks: [{ name: "Club", attackBonus: 4, damage: "2d6", shock: { points: 3, ac: 15 }, count: 1, range: 0 }] };
    expect(monsterWeapon(ogre, ogre.attacks[0]!)).toEqual({
      damage: "2d6", attributes: [], skill: "stab", shock: { points: 3, ac: 15 }, range: null,
      twoHanded: false, thrown: false, category: "melee", long: false, magicBonus: 0, nonLethal: false, launcher: null,
    });
  });

  it("a weapon listing only one of its ranges reaches that far and no farther", () => {
    expect(weaponProfile({ ...dagger, range: { normal: 30, long: 0 } }).range).toEqual({ normal: 30, long: 30 });
    expect(weaponProfile({ ...dagger, range: { normal: 0, long: 60 } }).range).toEqual({ normal: 0, long: 60 });
  });

  it("a target outside a fight has not charged and holds no Total Defense", () => {
    const target = targetProfile({ ...characterTargetFacts(hero), shieldReadied: false, statuses: ["grappled"], economy: null });
    expect(target).toEqual({ ac: 15, prone: false, hasShield: false, shieldUsedThisRound: false, totalDefense: false, shockImmune: false, chargedThisRound: false });
  });
});
