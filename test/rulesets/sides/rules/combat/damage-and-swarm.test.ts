import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { defaultSituation } from "../../../../../src/rulesets/sides/rules/combat/attack-plan";
import { hitDamage, maximumHitDamage, type HitDamageInput } from "../../../../../src/rulesets/sides/rules/combat/damage";
import { MOD, OUTCOME, REFUSAL, SHOCK } from "../../../../../src/rulesets/sides/rules/combat/labels";
import { resolveAttack, type AttackRequest } from "../../../../../src/rulesets/sides/rules/combat/resolve-attack";
import {
  capSwarmDamage,
  declareSwarm,
  emptySwarm,
  makeSwarmAttack,
  swarmBonus,
  type SwarmState,
} from "../../../../../src/rulesets/sides/rules/combat/swarm";
import { character, dagger, longsword, npc, target, unarmed, weapon } from "./fixtures";

const input = (overrides: Partial<HitDamageInput> = {}): HitDamageInput => ({
  weapon: longsword,
  weaponRoll: 5,
  attributeMod: 1,
  brawlLevel: 0,
  dualWieldBonus: false,
  swarmDamage: 0,
  otherBonuses: [],
  shockFloor: 0,
  ...overrides,
});

describe("Damage of a hit", () => {
  it("is the weapon die plus the attribute modifier", () => {
    expect(hitDamage(input()).total).toBe(6);
  });
  it("a purely unarmed attack adds Brawl", () => {
    const d = hitDamage(input({ weapon: unarmed, weaponRoll: 2, attributeMod: 0, brawlLevel: 2 }));
    expect(d.total).toBe(4);
    expect(d.parts.map((p) => p.key)).toContain(MOD.brawlUnarmed);
  });
  it("an armed attack does not add Brawl", () => {
    expect(hitDamage(input({ brawlLevel: 2 })).total).toBe(6);
  });
  it("adds the magic bonus and listed bonuses (Killing Blow)", () => {
    const d = hitDamage(input({ weapon: weapon({ magicBonus: 1 }), otherBonuses: [{ key: "FRAY.Sides.KillingBlow", value: 2 }] }));
    expect(d.total).toBe(9);
  });
  it("dual wielding adds +2 in reach of both weapons", () => {
    expect(hitDamage(input({ dualWieldBonus: true })).total).toBe(8);
  });
  it("a hit that rolls low still does its Shock", () => {
    const d = hitDamage(input({ weaponRoll: 1, attributeMod: 0, shockFloor: 2 }));
    expect(d.total).toBe(2);
    expect(d.notes[0]?.key).toBe(OUTCOME.damageFloorShock);
  });
  it("maximum damage uses the formula's maximum", () => {
    expect(maximumHitDamage({ ...input(), weapon: weapon({ damage: "2d4+1" }) }).total).toBe(10);
  });
  it("property: a hit never does less than the Shock it would have done on a miss", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: -2, max: 3 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 8, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (roll, attr, points, rating, d20hit) => {
          const req: AttackRequest = {
            attacker: character({ attackBonus: 30, attributeMods: { str: attr, dex: 0 } }),
            weapon: weapon({ shock: { points, ac: rating } }),
            target: target({ ac: 10 + (d20hit % 11) }),
            situation: defaultSituation(),
            d20: 1,
            damageRoll: roll,
          };
          const hit = resolveAttack(req);
          const miss = resolveAttack({ ...req, attacker: character({ attackBonus: -30, attributeMods: { str: attr, dex: 0 } }) });
          if (!hit.ok || !miss.ok || !hit.damage || !miss.shock) throw new Error("unexpected");
          expect(hit.damage.total).toBeGreaterThanOrEqual(miss.shock.damage);
        },
      ),
    );
  });
});

describe("resolveAttack", () => {
  const req = (overrides: Partial<AttackRequest> = {}): AttackRequest => ({
    attacker: character({ attackBonus: 1, attributeMods: { str: 1, dex: 0 } }),
    weapon: longsword,
    target: target({ ac: 13 }),
    situation: defaultSituation(),
    d20: 10,
    damageRoll: 4,
    ...overrides,
  });
  it("hits when the total equals the AC", () => {
    const r = resolveAttack(req({ d20: 10 })); // 10 + 1 + 1 + 1 = 13
    expect(r.ok && r.roll).toMatchObject({ total: 13, ac: 13, hit: true });
    expect(r.ok && r.damage?.total).toBe(5);
  });
  it("misses one below and deals Shock 2/AC 15 + STR", () => {
    const r = resolveAttack(req({ d20: 9 }));
    expect(r.ok && r.roll.hit).toBe(false);
    expect(r.ok && r.shock).toMatchObject({ damage: 3, reason: { key: SHOCK.applies } });
  });
  it("leaves damage pending on a hit without a damage roll (a Snap Attack can still interrupt)", () => {
    const r = resolveAttack(req({ damageRoll: undefined }));
    expect(r.ok && r.roll.hit && r.damage).toBeNull();
  });
  it("a charging target is easier to hit (−2 AC), Total Defense harder (+2)", () => {
    const charged = resolveAttack(req({ d20: 8, target: target({ chargedThisRound: true }) }));
    expect(charged.ok && charged.roll.hit).toBe(true);
    const defended = resolveAttack(req({ d20: 11, target: target({ totalDefense: true }) }));
    expect(defended.ok && defended.roll.hit).toBe(false);
    expect(defended.ok && defended.shock?.reason.key).toBe(SHOCK.totalDefense);
  });
  it("passes a refusal through", () => {
    const r = resolveAttack(req({ situation: defaultSituation({ visibility: "unseenUnknown" }) }));
    expect(r.ok ? null : r.reason.key).toBe(REFUSAL.unseenUnknown);
  });
  it("an NPC goblin with attack bonus +1 hits AC 13 on a 12", () => {
    const r = resolveAttack(req({ attacker: npc({ attackBonus: 1 }), d20: 12, damageRoll: 3 }));
    expect(r.ok && r.roll.total).toBe(13);
    expect(r.ok && r.damage?.total).toBe(3);
  });
});

describe("Swarm Attack", () => {
  function swarmOf(ids: string[]): SwarmState {
    let s = emptySwarm("ogre", 1);
    for (const id of ids) {
      const d = declareSwarm(s, id, 1);
      if (!d.ok) throw new Error(d.reason.key);
      s = d.state;
    }
    return s;
  }
  it("+2 to hit and +1 damage per other assailant, at most +6/+3", () => {
    expect([1, 2, 3, 4, 7].map(swarmBonus)).toEqual([
      { toHit: 0, damage: 0 },
      { toHit: 2, damage: 1 },
      { toHit: 4, damage: 2 },
      { toHit: 6, damage: 3 },
      { toHit: 6, damage: 3 },
    ]);
  });
  it("up to four assailants may declare; a fifth is refused", () => {
    const s = swarmOf(["a", "b", "c", "d"]);
    const fifth = declareSwarm(s, "e", 1);
    expect(fifth.ok ? null : fifth.reason.key).toBe(REFUSAL.swarmFull);
  });
  it("the same assailant cannot declare twice", () => {
    const again = declareSwarm(swarmOf(["a"]), "a", 1);
    expect(again.ok ? null : again.reason.key).toBe(REFUSAL.swarmAlreadyDeclared);
  });
  it("one assailant attacks at any point, with the bonus of those declared so far", () => {
    const made = makeSwarmAttack(swarmOf(["a", "b", "c"]), "b", 1);
    expect(made.ok && made.bonus).toEqual({ toHit: 4, damage: 2 });
    expect(made.ok && made.state.resolved).toBe(true);
  });
  it("only a declared assailant may make the swarm's attack, and only once", () => {
    const s = swarmOf(["a", "b"]);
    expect(makeSwarmAttack(s, "z", 1).ok).toBe(false);
    const made = makeSwarmAttack(s, "a", 1);
    expect(made.ok && makeSwarmAttack(made.state, "b", 1).ok).toBe(false);
  });
  it("a new round starts a new swarm", () => {
    const next = declareSwarm(swarmOf(["a", "b", "c", "d"]), "e", 2);
    expect(next.ok && next.state.assailants).toEqual(["e"]);
  });
  it("bonus damage cannot exceed the weapon's usual maximum", () => {
    expect(capSwarmDamage(8, 3, 9)).toEqual({ added: 1, capped: true });
    expect(capSwarmDamage(4, 3, 9)).toEqual({ added: 3, capped: false });
  });
  it("a swarm hit with a dagger rolling 4 (max 4) gets no bonus damage", () => {
    const d = hitDamage(input({ weapon: dagger, weaponRoll: 4, attributeMod: 0, swarmDamage: 3 }));
    expect(d.total).toBe(4);
    expect(d.notes[0]?.key).toBe(OUTCOME.swarmCappedAtMax);
  });
  it("property: swarm bonus never lifts damage beyond the weapon's usual maximum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: -1, max: 3 }), fc.integer({ min: 1, max: 4 }), (roll, attr, n) => {
        const d = hitDamage(input({ weaponRoll: roll, attributeMod: attr, swarmDamage: swarmBonus(n).damage }));
        const without = hitDamage(input({ weaponRoll: roll, attributeMod: attr }));
        expect(d.total).toBeLessThanOrEqual(Math.max(d.usualMaximum, without.total));
        expect(d.total).toBeGreaterThanOrEqual(without.total);
      }),
    );
  });

  const swarmReq = (t = target()): AttackRequest => ({
    attacker: character({ attributeMods: { str: 1, dex: 0 } }),
    weapon: weapon({ shock: { points: 2, ac: 13 } }),
    target: t,
    situation: defaultSituation({ swarmAssailants: 4 }),
    d20: 1,
  });
  it("its Shock applies even though the target's AC is too high, without the swarm's damage bonus", () => {
    const r = resolveAttack(swarmReq(target({ ac: 18 })));
    expect(r.ok && r.shock).toMatchObject({ damage: 3, applied: true, reason: { key: SHOCK.swarmAlwaysApplies } });
  });
  it("its Shock applies through a shield (and leaves the shield unspent) and through immunity", () => {
    const r = resolveAttack(swarmReq(target({ hasShield: true, shockImmune: true })));
    expect(r.ok && r.shock?.damage).toBe(3);
    expect(r.ok && r.shieldUsedThisRound).toBe(false);
  });
  it("but Total Defense blocks even a Swarm's Shock", () => {
    const r = resolveAttack(swarmReq(target({ ac: 18, totalDefense: true })));
    expect(r.ok && r.shock).toMatchObject({ damage: 0, reason: { key: SHOCK.totalDefense } });
  });
  it("a weapon with no Shock has none to apply in a swarm either", () => {
    const r = resolveAttack({ ...swarmReq(), weapon: weapon({ shock: null }) });
    expect(r.ok && r.shock?.reason.key).toBe(SHOCK.noShock);
  });
});
