import { describe, expect, it } from "vitest";
import { planAttack, UNARMED_DAMAGE, type AttackWeaponFacts, type PlanAttackInput } from "../../../../../src/rulesets/factions/rules/attack/attack-plan";
import {
  FACTIONS_ATTACK_REFUSAL as REFUSAL,
  FACTIONS_IMPAIRED_BECAUSE as IMPAIRED,
  FACTIONS_WIT_SAVE_BECAUSE as BECAUSE,
} from "../../../../../src/rulesets/factions/rules/attack/labels";
import { attackInput as input, sword } from "./attack-fixture";

const bow: AttackWeaponFacts = { damage: "1d6", kind: "ranged", blast: false, penetratesCover: false };
const mortar: AttackWeaponFacts = { damage: "1d10", kind: "indirect", blast: true, penetratesCover: true };
const firebomb: AttackWeaponFacts = { damage: "1d6", kind: "ranged", blast: true, penetratesCover: false };
const flail: AttackWeaponFacts = { damage: "1d6", kind: "melee", blast: true, penetratesCover: false };

const plan = (over: Partial<PlanAttackInput> = {}, target: Partial<PlanAttackInput["target"]> = {}) => {
  const decision = planAttack(input(over, target));
  if (!decision.ok) throw new Error(decision.reason.key);
  return decision.plan;
};
const refusal = (over: Partial<PlanAttackInput> = {}, target: Partial<PlanAttackInput["target"]> = {}) => {
  const decision = planAttack(input(over, target));
  return decision.ok ? null : decision.reason;
};

describe("an ordinary attack hits automatically and rolls the weapon's dice", () => {
  it("a sword at a seen nearby bandit: no WIT save, 1d8 damage", () => {
    expect(plan()).toEqual({
      kind: "melee",
      blast: false,
      witSave: false,
      witSaveBecause: [],
      canMiss: true,
      kills: false,
      damage: { formula: "1d8", weaponFormula: "1d8", impairedBy: [], penetratesCover: false },
    });
  });

  it("a weapon that penetrates cover says so in its damage plan", () => {
    expect(plan({ weapon: { ...sword, penetratesCover: true } }).damage?.penetratesCover).toBe(true);
  });

  it("an unseen nearby target needs a WIT save, and the plan says why", () => {
    expect(plan({}, { visible: false })).toMatchObject({ witSave: true, witSaveBecause: [{ key: BECAUSE.unseen }] });
  });

  it("a bow while moving at a target within half range needs a WIT save", () => {
    expect(plan({ weapon: bow, moving: true }, { nearby: false })).toMatchObject({ kind: "ranged", witSave: true, witSaveBecause: [{ key: BECAUSE.moving }] });
  });

  it("the impossible ones are refused with their reason", () => {
    expect(refusal({}, { nearby: false })).toEqual({ key: REFUSAL.notNearby });
    expect(refusal({ weapon: bow, moving: true }, { nearby: false, band: "beyondHalf" })).toEqual({ key: REFUSAL.beyondHalfRangeWhileMoving });
    expect(refusal({ weapon: { ...mortar, blast: false } }, { nearby: false })).toEqual({ key: REFUSAL.indirectTooClose });
  });

  it("a weapon whose damage is not a dice formula is refused, naming it", () => {
    expect(planAttack(input({ weapon: { ...sword, damage: "a lot" } }))).toEqual({
      ok: false,
      reason: { key: REFUSAL.damageNotFormula, data: { formula: "a lot" } },
    });
  });
});

describe("impaired damage: unarmed, held back, or at a concealed target", () => {
  it("an unarmed attack is a melee d4, impaired", () => {
    expect(plan({ weapon: null })).toMatchObject({
      kind: "melee",
      damage: { formula: "1d4", weaponFormula: UNARMED_DAMAGE, impairedBy: [{ key: IMPAIRED.unarmed }] },
    });
    expect(UNARMED_DAMAGE).toBe("1d4");
  });

  it("with the keep-lower setting, an unarmed attack rolls two d4 and keeps the lower", () => {
    expect(plan({ weapon: null, impaired: "keepLower" }).damage?.formula).toBe("2d4kl");
  });

  it("holding back a sword rolls a d4 (or the sword twice, keep the lower)", () => {
    expect(plan({ holdBack: true }).damage).toMatchObject({ formula: "1d4", weaponFormula: "1d8", impairedBy: [{ key: IMPAIRED.holdingBack }] });
    expect(plan({ holdBack: true, impaired: "keepLower" }).damage?.formula).toBe("2d8kl");
  });

  it("a concealed target impairs the damage", () => {
    expect(plan({ impaired: "keepLower" }, { concealed: true }).damage).toMatchObject({ formula: "2d8kl", impairedBy: [{ key: IMPAIRED.concealment }] });
  });

  it("impairment does not stack: unarmed, held back, at a concealed target is still impaired once, every cause listed", () => {
    expect(plan({ weapon: null, holdBack: true, impaired: "keepLower" }, { concealed: true }).damage).toEqual({
      formula: "2d4kl",
      weaponFormula: "1d4",
      impairedBy: [{ key: IMPAIRED.unarmed }, { key: IMPAIRED.holdingBack }, { key: IMPAIRED.concealment }],
      penetratesCover: false,
    });
  });

  it("a blast ignores concealment: it fills the zone", () => {
    expect(plan({ weapon: firebomb }, { nearby: false, concealed: true }).damage).toMatchObject({ formula: "1d6", impairedBy: [] });
  });
});

describe("a final blow on a nearby incapacitated target kills", () => {
  it("needs no save and rolls no damage", () => {
    expect(plan({ finalBlow: true }, { incapacitated: true })).toEqual({
      kind: "melee",
      blast: false,
      witSave: false,
      witSaveBecause: [],
      canMiss: false,
      kills: true,
      damage: null,
    });
  });

  it("may be delivered with a bow at point blank", () => {
    expect(plan({ weapon: bow, finalBlow: true }, { incapacitated: true })).toMatchObject({ kind: "ranged", kills: true });
  });

  it("is refused on a target still standing", () => {
    expect(refusal({ finalBlow: true })).toEqual({ key: REFUSAL.finalBlowNotIncapacitated });
  });

  it("is refused on a target outside the attacker's zone", () => {
    expect(refusal({ weapon: bow, finalBlow: true }, { nearby: false, incapacitated: true })).toEqual({ key: REFUSAL.finalBlowNotNearby });
  });

  it("is refused with a blast weapon", () => {
    expect(refusal({ weapon: flail, finalBlow: true }, { incapacitated: true })).toEqual({ key: REFUSAL.finalBlowBlast });
  });

  it("is refused when held back", () => {
    expect(refusal({ finalBlow: true, holdBack: true }, { incapacitated: true })).toEqual({ key: REFUSAL.finalBlowHeldBack });
  });

  it("is refused behind a barrier like any attack", () => {
    expect(refusal({ finalBlow: true }, { incapacitated: true, protection: "barrier" })).toEqual({ key: REFUSAL.behindBarrier });
  });

  it("an incapacitated target may also just be hit, without a final blow", () => {
    expect(plan({}, { incapacitated: true })).toMatchObject({ kills: false, damage: { formula: "1d8" } });
  });
});

describe("protection when planning: barriers block, cover does not", () => {
  it("a target behind a barrier cannot be attacked", () => {
    expect(refusal({}, { protection: "barrier" })).toEqual({ key: REFUSAL.behindBarrier });
    expect(refusal({ weapon: bow }, { nearby: false, protection: "barrier" })).toEqual({ key: REFUSAL.behindBarrier });
  });

  it("a target peeking out from its barrier to attack can be attacked", () => {
    expect(planAttack(input({}, { protection: "barrier", peeking: true })).ok).toBe(true);
  });

  it("an indirect attack arcs over the barrier", () => {
    expect(planAttack(input({ weapon: { ...mortar, blast: false } }, { nearby: false, band: "beyondHalf", protection: "barrier" })).ok).toBe(true);
  });

  it("cover does not stop an attack from being made", () => {
    expect(planAttack(input({}, { protection: "cover" })).ok).toBe(true);
  });

  it("a blast aims at a zone: a barrier around one character there does not refuse it", () => {
    expect(planAttack(input({ weapon: firebomb }, { nearby: false, protection: "barrier" })).ok).toBe(true);
  });
});

describe("blast attacks", () => {
  it("a melee blast hits the attacker's own zone and cannot miss, even at characters it cannot see", () => {
    expect(plan({ weapon: flail }, { visible: false })).toMatchObject({ kind: "melee", blast: true, canMiss: false, witSave: false, witSaveBecause: [] });
  });

  it("a melee blast cannot reach another zone", () => {
    expect(refusal({ weapon: flail }, { nearby: false })).toEqual({ key: REFUSAL.notNearby });
  });

  it("a ranged blast beyond half range needs a WIT save and can miss", () => {
    expect(plan({ weapon: firebomb }, { nearby: false, band: "beyondHalf" })).toMatchObject({ blast: true, canMiss: true, witSave: true, witSaveBecause: [{ key: BECAUSE.beyondHalfRange }] });
  });

  it("an indirect blast always needs a WIT save", () => {
    expect(plan({ weapon: mortar }, { nearby: false, band: "beyondHalf", visible: false })).toMatchObject({
      kind: "indirect",
      blast: true,
      witSave: true,
      witSaveBecause: [{ key: BECAUSE.indirect }],
      damage: { formula: "1d10", penetratesCover: true },
    });
  });
});
