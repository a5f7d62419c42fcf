/**
 * The edges of the rulebook's attack rules (seed 000, "Attack Rolls", "Charge", "Dual Wielding"; the
 * choices in docs/rules-notes.md "## `sides` combat"): exactly at a limit the attack goes ahead.
 */
import { describe, expect, it } from "vitest";
import { defaultSituation, planAttack } from "../../../../../src/rulesets/sides/rules/combat/attack-plan";
import { MOD, REFUSAL } from "../../../../../src/rulesets/sides/rules/combat/labels";
import { bow, character, crossbow, dagger, halberd, lineOf, longsword, npc, planOrRefusal, spear, target, weapon } from "./fixtures";

const plannedOk = (plan: ReturnType<typeof planOrRefusal>) => {
  if (typeof plan === "string") throw new Error(`refused: ${plan}`);
  return plan;
};

describe("distances exactly at a limit", () => {
  it("a bow shot at exactly its long range (75 ft) goes ahead at −2", () => {
    expect(lineOf(planOrRefusal({ mode: "ranged", distanceFt: 75 }, bow), MOD.longRange)).toBe(-2);
    expect(planOrRefusal({ mode: "ranged", distanceFt: 76 }, bow)).toBe(REFUSAL.beyondLongRange);
  });

  it("a sword reaches exactly 5 ft", () => {
    expect(typeof planOrRefusal({ distanceFt: 5 })).toBe("object");
  });

  it("a charge of exactly 5 ft builds momentum, and one of exactly twice the movement rate is not too long", () => {
    expect(lineOf(planOrRefusal({ charge: { distanceFt: 5, movementFt: 30 } }), MOD.charge)).toBe(2);
    expect(lineOf(planOrRefusal({ charge: { distanceFt: 60, movementFt: 30 } }), MOD.charge)).toBe(2);
    expect(planOrRefusal({ charge: { distanceFt: 4, movementFt: 30 } })).toBe(REFUSAL.chargeTooShort);
  });

  it("a prone foe shot from exactly 5 ft is adjacent: +2, not −2", () => {
    const plan = planOrRefusal({ mode: "ranged", distanceFt: 5 }, bow, character(), target({ prone: true }));
    expect(lineOf(plan, MOD.proneAdjacent)).toBe(2);
    expect(lineOf(plan, MOD.proneDistant)).toBeUndefined();
  });
});

describe("which skill an attack uses", () => {
  it("a sword is swung with Stab; asking for Shoot is refused, asking for Stab is fine", () => {
    expect(planOrRefusal({ skill: "shoot" })).toBe(REFUSAL.skillNotAllowed);
    expect(plannedOk(planOrRefusal({ skill: "stab" })).skill).toBe("stab");
  });

  it("a thrower equally good at Shoot, Stab and Exert throws with Shoot, the skill the rulebook names first", () => {
    const even = character({ skills: { brawl: 0, stab: 1, shoot: 1, exert: 1 } });
    expect(plannedOk(planOrRefusal({ mode: "ranged", distanceFt: 20 }, spear, even)).skill).toBe("shoot");
  });
});

describe("what may be thrown or shot", () => {
  it("a sword whose sheet lists a range but is not a thrown weapon cannot be thrown", () => {
    expect(planOrRefusal({ mode: "ranged", distanceFt: 10 }, weapon({ range: { normal: 10, long: 20 } }))).toBe(REFUSAL.notRangedWeapon);
  });

  it("a two-handed weapon that is thrown is thrown at −4 with an enemy in melee, not refused like a bow", () => {
    const greatJavelin = { ...spear, twoHanded: true };
    expect(lineOf(planOrRefusal({ mode: "ranged", distanceFt: 20, enemyInMelee: true }, greatJavelin), MOD.rangedInMelee)).toBe(-4);
  });

  it("a melee attack with an enemy beside the attacker takes no thrown-in-melee penalty", () => {
    expect(lineOf(planOrRefusal({ enemyInMelee: true }), MOD.rangedInMelee)).toBeUndefined();
  });
});

describe("bonuses that only some attacks carry", () => {
  it("a lone member of a swarm gets no swarm bonus line", () => {
    const plan = plannedOk(planOrRefusal({ swarmAssailants: 1 }));
    expect(lineOf(plan, MOD.swarm)).toBeUndefined();
    expect(plan.swarm).toEqual({ toHit: 0, damage: 0 });
    expect(plannedOk(planOrRefusal({})).swarm).toBeNull();
  });

  it("a weapon that uses no attribute adds no attribute line for a character", () => {
    const net = weapon({ attributes: [], shock: null });
    const plan = plannedOk(planOrRefusal({}, net, character({ attributeMods: { str: 2, dex: 2 } })));
    expect(plan.attribute).toBeNull();
    expect(plan.attributeMod).toBe(0);
    expect(lineOf(plan, MOD.attribute)).toBeUndefined();
  });

  it("two thrown daggers: a throw at 20 ft is in range of both, so a hit does +2", () => {
    expect(plannedOk(planOrRefusal({ mode: "ranged", distanceFt: 20, dualWield: { otherWeapon: dagger } }, dagger)).dualWieldDamage).toBe(true);
  });

  it("a dagger thrown at 20 ft with a sword in the other hand: the sword does not reach, no +2", () => {
    expect(plannedOk(planOrRefusal({ mode: "ranged", distanceFt: 20, dualWield: { otherWeapon: longsword } }, dagger)).dualWieldDamage).toBe(false);
  });

  it("a sword and a dagger at exactly 5 ft: both reach, +2", () => {
    expect(plannedOk(planOrRefusal({ distanceFt: 5, dualWield: { otherWeapon: dagger } })).dualWieldDamage).toBe(true);
  });
});

describe("what a refusal tells the player", () => {
  it("names the attribute, skill, reach, range or charge limit that stopped the attack", () => {
    const full = (situation: Parameters<typeof planAttack>[3], w = longsword, a = character()) => {
      const out = planAttack(a, w, target(), situation);
      return out.ok ? null : out.reason;
    };
    expect(full(defaultSituation({ attribute: "dex" }))).toEqual({ key: REFUSAL.attributeNotAllowed, data: { attribute: "dex" } });
    expect(full(defaultSituation({ skill: "shoot" }))).toEqual({ key: REFUSAL.skillNotAllowed, data: { skill: "shoot" } });
    expect(full(defaultSituation({ mode: "ranged", distanceFt: 20, skill: "brawl" }), spear)).toEqual({ key: REFUSAL.skillNotAllowed, data: { skill: "brawl" } });
    expect(full(defaultSituation({ distanceFt: 10 }))).toEqual({ key: REFUSAL.outOfReach, data: { reach: 5 } });
    expect(full(defaultSituation({ mode: "ranged", distanceFt: 80 }), bow)).toEqual({ key: REFUSAL.beyondLongRange, data: { long: 75 } });
    expect(full(defaultSituation({ charge: { distanceFt: 0, movementFt: 30 } }))).toEqual({ key: REFUSAL.chargeTooShort, data: { min: 5 } });
    expect(full(defaultSituation({ charge: { distanceFt: 65, movementFt: 30 } }))).toEqual({ key: REFUSAL.chargeTooLong, data: { max: 60 } });
    const unskilled = character({ skills: { brawl: 0, stab: 0, shoot: 0, exert: 0 } });
    expect(full(defaultSituation({ dualWield: { otherWeapon: dagger } }), longsword, unskilled)).toEqual({ key: REFUSAL.dualWieldUnskilled, data: { skill: "stab" } });
  });

  it("a bow whose sheet lists no range cannot shoot at all", () => {
    expect(planOrRefusal({ mode: "ranged", distanceFt: 20 }, { ...bow, range: null })).toBe(REFUSAL.notRangedWeapon);
  });
});

describe("an attack with nothing said about its situation", () => {
  it("is a melee swing at 5 ft, standing, on open ground, at a seen target, alone, with no extras", () => {
    expect(defaultSituation()).toEqual({
      mode: "melee", distanceFt: 5, attackerProne: false, enemyInMelee: false, cover: "none", visibility: "seen",
      dualWield: null, charge: null, snap: false, swarmAssailants: 0, inGrapple: false, extra: [],
    });
  });

  it("leaves the attacker's AC alone: only a charge costs −2 AC", () => {
    expect(plannedOk(planOrRefusal({})).attackerChargePenalty).toBe(false);
  });
});

describe("the lines on the roll", () => {
  it("a character's sword swing lists attack bonus, STR and Stab, each naming what it is, and no magic line for a plain sword", () => {
    expect(plannedOk(planOrRefusal({})).modifiers).toEqual([
      { key: MOD.attackBonus, value: 1 },
      { key: MOD.attribute, value: 1, data: { attribute: "str" } },
      { key: MOD.skill, value: 1, data: { skill: "stab" } },
    ]);
  });

  it("an NPC's roll shows its attack bonus alone", () => {
    expect(plannedOk(planOrRefusal({}, longsword, npc({ attackBonus: 3 }))).modifiers).toEqual([{ key: MOD.attackBonus, value: 3 }]);
  });

  it("a swarm's bonus says how many assailants it counts", () => {
    expect(plannedOk(planOrRefusal({ swarmAssailants: 3 })).modifiers.at(-1)).toEqual({ key: MOD.swarm, value: 4, data: { assailants: 3 } });
  });

  it("a dagger wielder as strong as quick uses the first attribute the weapon lists, STR", () => {
    expect(plannedOk(planOrRefusal({}, dagger, character({ attributeMods: { str: 1, dex: 1 } }))).attribute).toBe("str");
  });

  it("a prone foe struck by a halberd from 10 ft is attacked from melee range: +2", () => {
    expect(lineOf(planOrRefusal({ distanceFt: 10 }, halberd, character(), target({ prone: true })), MOD.proneAdjacent)).toBe(2);
  });

  it("a thrown weapon swung in melee never takes the long-range penalty, even past its normal range", () => {
    const longThrown = weapon({ long: true, thrown: true, range: { normal: 5, long: 20 } });
    expect(lineOf(planOrRefusal({ distanceFt: 10 }, longThrown), MOD.longRange)).toBeUndefined();
  });
});

describe("dual wielding: each weapon's reach", () => {
  const archer = character({ skills: { brawl: 0, stab: 1, shoot: 1, exert: 0 } });
  const handCrossbow = { ...crossbow, twoHanded: false, range: { normal: 30, long: 60 } };

  it("an NPC needs no skill level to fight with two weapons", () => {
    expect(plannedOk(planOrRefusal({ dualWield: { otherWeapon: dagger } }, longsword, npc())).dualWieldDamage).toBe(true);
  });

  it("two hand crossbows shooting at 20 ft: both reach, +2", () => {
    expect(plannedOk(planOrRefusal({ mode: "ranged", distanceFt: 20, dualWield: { otherWeapon: handCrossbow } }, handCrossbow, archer)).dualWieldDamage).toBe(true);
  });

  it("a halberd at 10 ft with a sword whose sheet lists a range it cannot be thrown to: the sword reaches 5 ft, no +2", () => {
    const swordWithRange = weapon({ range: { normal: 10, long: 20 } });
    expect(plannedOk(planOrRefusal({ distanceFt: 10, dualWield: { otherWeapon: swordWithRange } }, halberd)).dualWieldDamage).toBe(false);
  });

  it("a dagger whose sheet lists no range still reaches 5 ft in the other hand", () => {
    expect(plannedOk(planOrRefusal({ dualWield: { otherWeapon: { ...dagger, range: null } } })).dualWieldDamage).toBe(true);
  });
});
