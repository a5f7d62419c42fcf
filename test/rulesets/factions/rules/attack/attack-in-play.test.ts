/** Attacks from plan to health, as the card would show them at the table. */
import { describe, expect, it } from "vitest";
import { planAttack, type AttackWeaponFacts, type PlanAttackInput } from "../../../../../src/rulesets/factions/rules/attack/attack-plan";
import { attackInput, sword } from "./attack-fixture";
import { damageTaken, healthAfterHit } from "../../../../../src/rulesets/factions/rules/attack/damage-taken";
import { FACTIONS_ATTACK_REFUSAL } from "../../../../../src/rulesets/factions/rules/attack/labels";
import { effectiveProtection, type Protection } from "../../../../../src/rulesets/factions/rules/attack/protection";

const heavyCrossbow: AttackWeaponFacts = { damage: "1d10", kind: "ranged", blast: false, penetratesCover: true };
const shortbow: AttackWeaponFacts = { damage: "1d6", kind: "ranged", blast: false, penetratesCover: false };

const attack = (weapon: AttackWeaponFacts, target: Partial<PlanAttackInput["target"]>, over: Partial<PlanAttackInput> = {}) =>
  planAttack(attackInput({ weapon, ...over }, target));

/** What a rolled hit does to a target with this armour and protection. */
function land(weapon: AttackWeaponFacts, rolled: number, armour: number, protection: Protection, peeking = false) {
  const where = effectiveProtection({ protection, peeking, indirect: weapon.kind === "indirect" });
  return damageTaken({ rolled, armour, protection: where, penetratesCover: weapon.penetratesCover });
}

describe("a fight at the bandits' cart", () => {
  it("Theobald's sword on a bandit crouched behind the cart: 6 rolled, armour 1 and the cart's cover stop 2, the bandit drops from 4 health", () => {
    const plan = attack(sword, { protection: "cover" });
    expect(plan).toMatchObject({ ok: true, plan: { witSave: false, damage: { formula: "1d8" } } });
    const hit = land(sword, 6, 1, "cover");
    expect(hit.taken).toBe(4);
    expect(healthAfterHit({ value: 4, max: 6 }, hit.taken)).toMatchObject({ health: { value: 0, max: 6 }, incapacitated: true });
  });

  it("then a final blow on the fallen bandit kills without a roll", () => {
    expect(attack(sword, { incapacitated: true, protection: "cover" }, { finalBlow: true })).toMatchObject({ ok: true, plan: { kills: true, damage: null } });
  });

  it("Sybilla's heavy crossbow penetrates the cart: the same 6 on armour 1 does 5", () => {
    expect(attack(heavyCrossbow, { nearby: false, protection: "cover" }).ok).toBe(true);
    expect(land(heavyCrossbow, 6, 1, "cover").taken).toBe(5);
  });

  it("the leader behind the stone wall cannot be shot at, until he peeks out to shoot: then the wall is only cover", () => {
    expect(attack(shortbow, { nearby: false, protection: "barrier" })).toEqual({ ok: false, reason: { key: FACTIONS_ATTACK_REFUSAL.behindBarrier } });
    expect(attack(shortbow, { nearby: false, protection: "barrier", peeking: true }).ok).toBe(true);
    expect(land(shortbow, 4, 2, "barrier", true).taken).toBe(1);
  });

  it("Balthasar holds back his sword to take a bandit alive: a d4, and 1 armour leaves at most 3", () => {
    const plan = attack(sword, {}, { holdBack: true });
    expect(plan).toMatchObject({ ok: true, plan: { damage: { formula: "1d4" } } });
    expect(land(sword, 4, 1, "none").taken).toBe(3);
  });
});
