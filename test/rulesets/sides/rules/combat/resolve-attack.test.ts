import { describe, expect, it } from "vitest";
import { defaultSituation } from "../../../../../src/rulesets/sides/rules/combat/attack-plan";
import { MOD, SHOCK } from "../../../../../src/rulesets/sides/rules/combat/labels";
import { damageOfHit, resolveAttack, type AttackRequest } from "../../../../../src/rulesets/sides/rules/combat/resolve-attack";
import { character, dagger, longsword, target, unarmed, weapon } from "./fixtures";

const fighter = character({ attackBonus: 1, attributeMods: { str: 1, dex: 2 }, skills: { brawl: 2, stab: 1, shoot: 0, exert: 0 } });

function attack(overrides: Partial<AttackRequest>) {
  const r = resolveAttack({
    attacker: fighter,
    weapon: longsword,
    target: target(),
    situation: defaultSituation(),
    d20: 15,
    damageRoll: 3,
    ...overrides,
  });
  if (!r.ok) throw new Error(r.reason.key);
  return r;
}

describe("A whole attack", () => {
  it("a dagger used with DEX adds DEX to both the roll and the damage", () => {
    const r = attack({ weapon: dagger });
    expect(r.plan.attribute).toBe("dex");
    expect(r.roll.total).toBe(15 + 1 + 2 + 1);
    expect(r.damage?.total).toBe(3 + 2);
  });
  it("a punch adds Brawl to the damage", () => {
    const r = attack({ weapon: unarmed, damageRoll: 1 });
    expect(r.damage?.parts.find((p) => p.key === MOD.brawlUnarmed)?.value).toBe(2);
    expect(r.damage?.total).toBe(1 + 2 + 2);
  });
  it("dual wielding: −1 to hit, +2 damage on a hit, and no +2 on the Shock of a miss", () => {
    const hit = attack({ situation: defaultSituation({ dualWield: { otherWeapon: dagger } }) });
    expect(hit.roll.total).toBe(15 + 1 + 1 + 1 - 1);
    expect(hit.damage?.total).toBe(3 + 1 + 2);
    const miss = attack({ d20: 2, situation: defaultSituation({ dualWield: { otherWeapon: dagger } }) });
    expect(miss.shock?.damage).toBe(2 + 1);
  });
  it("a swarm of three hits with +4 to hit and +2 damage", () => {
    const r = attack({ d20: 8, situation: defaultSituation({ swarmAssailants: 3 }) });
    expect(r.roll.total).toBe(8 + 3 + 4);
    expect(r.damage?.total).toBe(3 + 1 + 2);
  });
  it("a magic +1 sword adds +1 to hit, damage and Shock", () => {
    const magic = weapon({ magicBonus: 1 });
    expect(attack({ weapon: magic }).damage?.total).toBe(3 + 1 + 1);
    const miss = attack({ weapon: magic, d20: 1 });
    expect(miss.shock).toMatchObject({ damage: 2 + 1 + 1, reason: { key: SHOCK.applies } });
  });
  it("feats that explicitly add to Shock add to it; other damage bonuses do not", () => {
    const miss = attack({ d20: 1, explicitShockBonus: 1, damageBonuses: [{ key: "FRAY.Sides.KillingBlow", value: 3 }] });
    expect(miss.shock?.damage).toBe(2 + 1 + 1);
  });
  it("a hit whose roll is pending gets its damage when the button is pressed", () => {
    const r = attack({ damageRoll: undefined });
    expect(r.damage).toBeNull();
    const req: AttackRequest = { attacker: fighter, weapon: longsword, target: target(), situation: defaultSituation(), d20: 15 };
    expect(damageOfHit(req, r.plan, r.roll.ac, 1).total).toBe(3); // 1 + STR 1 lifted to Shock 2 + 1
  });
  it("charging leaves the charger at −2 AC", () => {
    expect(attack({ situation: defaultSituation({ charge: { distanceFt: 25, movementFt: 30 } }) }).attackerChargePenalty).toBe(true);
  });
});
