import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SHOCK } from "../../../../../src/rulesets/sides/rules/combat/labels";
import { resolveShock, shockFloorOnHit, type ShockSource } from "../../../../../src/rulesets/sides/rules/combat/shock";
import { resolveAttack } from "../../../../../src/rulesets/sides/rules/combat/resolve-attack";
import { defaultSituation } from "../../../../../src/rulesets/sides/rules/combat/attack-plan";
import { character, longsword, npc, target, weapon } from "./fixtures";

const source = (overrides: Partial<ShockSource> = {}): ShockSource => ({
  rating: { points: 2, ac: 15 },
  attributeMod: 0,
  magicBonus: 0,
  explicitShockBonus: 0,
  swarm: false,
  ...overrides,
});

describe("Shock", () => {
  it("Shock 2/AC 15 misses AC 13 and still does 2 damage", () => {
    const out = resolveShock(source(), target({ ac: 13 }), 13);
    expect(out).toMatchObject({ damage: 2, applied: true, reason: { key: SHOCK.applies } });
  });

  it("Shock 2/AC 15 reaches AC 15 exactly (equal or less)", () => {
    expect(resolveShock(source(), target({ ac: 15 }), 15).damage).toBe(2);
  });

  it("Shock 2/AC 15 does nothing against AC 16 and says the AC was too high", () => {
    const out = resolveShock(source(), target({ ac: 16 }), 16);
    expect(out.applied).toBe(false);
    expect(out.damage).toBe(0);
    expect(out.reason.key).toBe(SHOCK.acTooHigh);
  });

  it("Shock 5/- applies whatever the AC", () => {
    const out = resolveShock(source({ rating: { points: 5, ac: null } }), target({ ac: 22 }), 22);
    expect(out).toMatchObject({ damage: 5, applied: true, reason: { key: SHOCK.appliesAnyAc } });
  });

  it("Shock 5/- applies whatever the AC but a shield still stops it", () => {
    const out = resolveShock(source({ rating: { points: 5, ac: null } }), target({ ac: 22, hasShield: true }), 22);
    expect(out).toMatchObject({ damage: 0, applied: false, shieldAbsorbed: true, reason: { key: SHOCK.shield } });
  });

  it("Shock 5/- is still negated by immunity to Shock", () => {
    const out = resolveShock(source({ rating: { points: 5, ac: null } }), target({ shockImmune: true }), 13);
    expect(out.reason.key).toBe(SHOCK.immune);
    expect(out.damage).toBe(0);
  });

  it("a shield ignores only the first Shock of the round", () => {
    const first = resolveShock(source(), target({ hasShield: true }), 13);
    expect(first.shieldAbsorbed).toBe(true);
    const second = resolveShock(source(), target({ hasShield: true, shieldUsedThisRound: true }), 13);
    expect(second).toMatchObject({ damage: 2, applied: true, shieldAbsorbed: false });
  });

  it("a shield is not spent on Shock the AC already turned aside", () => {
    const out = resolveShock(source(), target({ ac: 18, hasShield: true }), 18);
    expect(out).toMatchObject({ shieldAbsorbed: false, reason: { key: SHOCK.acTooHigh } });
  });

  it("Total Defense takes no Shock", () => {
    const out = resolveShock(source(), target({ totalDefense: true }), 15);
    expect(out).toMatchObject({ damage: 0, reason: { key: SHOCK.totalDefense } });
  });

  it("Shock adds only the attribute modifier, the magic bonus and explicit Shock bonuses", () => {
    const out = resolveShock(source({ attributeMod: 2, magicBonus: 1, explicitShockBonus: 1 }), target(), 13);
    expect(out.damage).toBe(6);
  });

  it("a weapon without Shock does nothing on a miss and says so", () => {
    const out = resolveShock(source({ rating: null }), target(), 10);
    expect(out).toMatchObject({ damage: 0, reason: { key: SHOCK.noShock } });
  });

  it("a negative attribute modifier cannot make Shock heal", () => {
    expect(resolveShock(source({ rating: { points: 1, ac: 15 }, attributeMod: -2 }), target(), 13).damage).toBe(0);
  });

  it("a miss through resolveAttack carries the Shock and spends the shield", () => {
    const res = resolveAttack({
      attacker: character({ attributeMods: { str: 2, dex: 0 } }),
      weapon: weapon({ magicBonus: 1 }),
      target: target({ ac: 15, hasShield: true }),
      situation: defaultSituation(),
      d20: 2,
    });
    if (!res.ok) throw new Error("refused");
    expect(res.roll.hit).toBe(false);
    expect(res.shock?.reason.key).toBe(SHOCK.shield);
    expect(res.shieldUsedThisRound).toBe(true);
  });

  it("an NPC's Shock is its points plus magic only", () => {
    const res = resolveAttack({
      attacker: npc({ attributeMods: { str: 3, dex: 3 } }),
      weapon: longsword,
      target: target({ ac: 14 }),
      situation: defaultSituation(),
      d20: 1,
    });
    if (!res.ok) throw new Error("refused");
    expect(res.shock?.damage).toBe(2);
  });
});

describe("A hit never does less than its Shock", () => {
  it("floors at the Shock it would have done on a miss when the rating reaches the AC", () => {
    expect(shockFloorOnHit(source({ attributeMod: 1 }), 13)).toBe(3);
  });

  it("has no floor when the rating would not reach the AC", () => {
    expect(shockFloorOnHit(source(), 16)).toBe(0);
  });

  it("property: floor equals the miss Shock against an unshielded, unimmune target", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.option(fc.integer({ min: 10, max: 20 })),
        fc.integer({ min: -2, max: 3 }),
        fc.integer({ min: 8, max: 22 }),
        (points, ac, attr, targetAc) => {
          const src = source({ rating: { points, ac }, attributeMod: attr });
          const miss = resolveShock(src, target({ ac: targetAc }), targetAc);
          expect(shockFloorOnHit(src, targetAc)).toBe(miss.damage);
        },
      ),
    );
  });
});
