import { describe, expect, it } from "vitest";
import { advantageLevel, diceSetsToRoll, keptDiceTotal, keptSetIndex } from "../../../../../src/rulesets/teams/rules/combat/advantage";
import { attackTest, multipleAttackPenalty } from "../../../../../src/rulesets/teams/rules/combat/attack-test";
import { damageCategory, matchingReduction } from "../../../../../src/rulesets/teams/rules/combat/damage";
import { TEAMS_MODIFIER } from "../../../../../src/rulesets/teams/rules/combat/labels";
import { attackTargeting, strayTargetFromRoll } from "../../../../../src/rulesets/teams/rules/combat/luck";
import { resolveAttack } from "../../../../../src/rulesets/teams/rules/combat/resolve-attack";
import { defencesAgainstAttacker, sizeModifiers, sizeShift } from "../../../../../src/rulesets/teams/rules/combat/size";

/** Boudica's spear: damage 4 (piercing), critical damage 8, critical threshold 19+. */
const spear = { damage: 4, criticalDamage: 8, criticalThreshold: 19 };
/** The chapter's enemy: evasion 6, physical damage reduction 8. */
const enemy = { evasion: 6, reduction: { physical: 8, elemental: 0 } };

/** Boudica's test: strength d6 and combat skill d6 showing 2 and 3, martial +1 — the chapter's 2d6+1 = 6. */
const boudicaTest = attackTest({ attributeRoll: 2, combatSkillRoll: 3, proficiency: 1, earlierAttacksThisRound: 0 });

describe("Attacks", () => {
  it("Boudica's spear: strength d6 + combat skill d6 + martial +1 = 6 vs evasion 6 just hits", () => {
    expect(boudicaTest.total).toBe(6);
    expect(boudicaTest.modifiers.map((m) => [m.key, m.value])).toEqual([
      [TEAMS_MODIFIER.attribute, 2],
      [TEAMS_MODIFIER.combatSkill, 3],
      [TEAMS_MODIFIER.proficiency, 1],
    ]);
    const result = resolveAttack({ testTotal: boudicaTest.total, luckRoll: 10, weapon: spear, evasion: enemy.evasion, reduction: 8 });
    expect(result.hit).toBe(true);
    expect(result.critical).toBe(false);
  });

  it("a test one below the evasion misses, and a miss is never a critical", () => {
    expect(resolveAttack({ testTotal: 5, luckRoll: 10, weapon: spear, evasion: enemy.evasion, reduction: 8 })).toEqual({ hit: false, critical: false });
  });

  it("Boudica's spear damage: test 6 + spear 4 (piercing) = 10, less physical reduction 8, takes 2", () => {
    const reduction = matchingReduction(damageCategory("piercing"), enemy.reduction);
    expect(reduction).toBe(8);
    const result = resolveAttack({ testTotal: 6, luckRoll: 10, weapon: spear, evasion: enemy.evasion, reduction });
    expect(result).toEqual({ hit: true, critical: false, dealt: 10, taken: 2 });
  });

  it("Boudica's critical: luck 19 meets the spear's 19+, test 6 + critical 8 = 14, less 8, takes 6", () => {
    const result = resolveAttack({ testTotal: 6, luckRoll: 19, weapon: spear, evasion: enemy.evasion, reduction: 8 });
    expect(result).toEqual({ hit: true, critical: true, dealt: 14, taken: 6 });
  });

  it("a critical luck roll cannot miss, however low the test", () => {
    const result = resolveAttack({ testTotal: 2, luckRoll: 19, weapon: spear, evasion: enemy.evasion, reduction: 8 });
    expect(result.hit).toBe(true);
    expect(result.critical).toBe(true);
  });

  it("a hit always deals at least 1 damage, even through a reduction larger than the damage", () => {
    expect(resolveAttack({ testTotal: 6, luckRoll: 10, weapon: spear, evasion: 6, reduction: 30 })).toMatchObject({ hit: true, taken: 1 });
  });

  it("typeless damage (psychic, or no type at all) meets no reduction", () => {
    expect(damageCategory("psychic")).toBe("typeless");
    expect(damageCategory(undefined)).toBe("typeless");
    expect(damageCategory("custard")).toBe("typeless");
    expect(matchingReduction("typeless", { physical: 8, elemental: 5 })).toBe(0);
    expect(matchingReduction(damageCategory("fire"), { physical: 8, elemental: 5 })).toBe(5);
  });
});

describe("The luck die's mishap", () => {
  it("Agnessa's mishap: her shortbow's luck die rolls 1 and her ally, the only one within 1 m, becomes the target", () => {
    const targeting = attackTargeting({ luckRoll: 1, thrownOrProjectile: true, nearbyCharacterIds: ["ally"] });
    expect(targeting).toEqual({ kind: "stray", candidateIds: ["ally"], die: 1 });
    if (targeting.kind !== "stray") return;
    expect(strayTargetFromRoll(targeting.candidateIds, 1)).toBe("ally");
  });

  it("Agnessa's mishap: she finishes the attack as normal against her ally's evasion", () => {
    // The chapter gives neither roll nor the ally's evasion; this one is hit by a 7 and dodges a 4.
    const ally = { evasion: 5, reduction: 2 };
    const shortbow = { damage: 3, criticalDamage: 6, criticalThreshold: 20 };
    expect(resolveAttack({ testTotal: 7, luckRoll: 1, weapon: shortbow, ...ally })).toMatchObject({ hit: true, critical: false });
    expect(resolveAttack({ testTotal: 4, luckRoll: 1, weapon: shortbow, ...ally }).hit).toBe(false);
  });

  it("a stray among several neighbours is the one the shell's die picks", () => {
    const targeting = attackTargeting({ luckRoll: 0, thrownOrProjectile: true, nearbyCharacterIds: ["a", "b", "c"] });
    expect(targeting).toEqual({ kind: "stray", candidateIds: ["a", "b", "c"], die: 3 });
    expect(strayTargetFromRoll(["a", "b", "c"], 2)).toBe("b");
    expect(() => strayTargetFromRoll([], 1)).toThrow("strayTargetFromRoll needs at least one candidate");
  });

  it("a melee weapon, a luck roll above 1, or nobody within 1 m keeps the intended target", () => {
    expect(attackTargeting({ luckRoll: 1, thrownOrProjectile: false, nearbyCharacterIds: ["ally"] })).toEqual({ kind: "intended" });
    expect(attackTargeting({ luckRoll: 2, thrownOrProjectile: true, nearbyCharacterIds: ["ally"] })).toEqual({ kind: "intended" });
    expect(attackTargeting({ luckRoll: 1, thrownOrProjectile: true, nearbyCharacterIds: [] })).toEqual({ kind: "intended" });
  });
});

describe("The multiple attack penalty", () => {
  it("Agnessa's second attack: her test of 5 takes −2 for the attack before it, 3 misses her target", () => {
    const second = attackTest({ attributeRoll: 3, combatSkillRoll: 2, proficiency: 0, earlierAttacksThisRound: 1 });
    expect(second.total).toBe(3);
    expect(second.modifiers).toContainEqual({ key: TEAMS_MODIFIER.multipleAttack, value: -2, data: { attacks: 1 } });
    // The chapter does not give the target's evasion; any evasion above 3 turns it away.
    expect(resolveAttack({ testTotal: second.total, luckRoll: 10, weapon: { damage: 3, criticalDamage: 6, criticalThreshold: 20 }, evasion: 4, reduction: 0 }).hit).toBe(false);
  });

  it("counts −2 for every earlier attack or maneuver this round and nothing for the first", () => {
    expect(multipleAttackPenalty(0)).toBe(0);
    expect(multipleAttackPenalty(1)).toBe(-2);
    expect(multipleAttackPenalty(3)).toBe(-6);
  });
});

describe("Sneak and flanking attacks", () => {
  it("Fabian's sneak attack: the enemy did not see him coming, so he has advantage", () => {
    expect(advantageLevel({ sneak: true, flanking: false })).toBe(1);
  });

  it("Agnessa's flanking attack: the target has her allies on two opposite sides, so she has advantage", () => {
    expect(advantageLevel({ sneak: false, flanking: true })).toBe(1);
  });

  it("an attack both sneaking and flanking has double advantage", () => {
    const level = advantageLevel({ sneak: true, flanking: true });
    expect(level).toBe(2);
    expect(diceSetsToRoll(level)).toBe(3);
    expect(keptDiceTotal([4, 9, 6], level)).toBe(9);
    expect(keptSetIndex([4, 9, 6], level)).toBe(1);
  });

  it("advantage keeps the better of two sets of dice, disadvantage the worse, and each cancels one of the other", () => {
    expect(keptDiceTotal([4, 7], 1)).toBe(7);
    expect(keptDiceTotal([4, 7], -1)).toBe(4);
    expect(advantageLevel({ sneak: true, flanking: false, disadvantages: 1 })).toBe(0);
    expect(keptDiceTotal([4, 7], 0)).toBe(4);
  });

  it("on a tie the first set rolled is the one kept, its faces on the card", () => {
    expect(keptSetIndex([7, 7], 1)).toBe(0);
    expect(keptSetIndex([3, 3], -1)).toBe(0);
  });

  it("keeping a set needs at least one rolled", () => {
    expect(() => keptSetIndex([], 1)).toThrow("keptSetIndex needs at least one rolled set");
  });
});

describe("Size difference", () => {
  it("Fabian's size difference: medium (4) against a small goblin (3), its evasion counts 1 higher and its deflection 1 lower", () => {
    expect(sizeShift(4, 3)).toEqual({ evasion: 1, deflection: -1 });
    expect(defencesAgainstAttacker({ evasion: 5, deflection: 2 }, 4, 3)).toEqual({ evasion: 6, deflection: 1 });
    expect(sizeModifiers(4, 3)).toEqual([
      { key: TEAMS_MODIFIER.sizeEvasion, value: 1 },
      { key: TEAMS_MODIFIER.sizeDeflection, value: -1 },
    ]);
  });

  it("the goblin attacking Fabian does the opposite: his evasion 1 lower, his deflection 1 higher", () => {
    expect(sizeShift(3, 4)).toEqual({ evasion: -1, deflection: 1 });
  });

  it("creatures of one size change nothing", () => {
    expect(defencesAgainstAttacker({ evasion: 5, deflection: 2 }, 4, 4)).toEqual({ evasion: 5, deflection: 2 });
    expect(sizeModifiers(4, 4)).toEqual([]);
  });
});
