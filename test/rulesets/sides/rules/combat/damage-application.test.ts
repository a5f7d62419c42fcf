import { describe, expect, it } from "vitest";
import { defaultSituation } from "../../../../../src/rulesets/sides/rules/combat/attack-plan";
import {
  APPLY,
  clampHp,
  damageToApply,
  healthAfter,
  healthAfterUndo,
  statusesAtHp,
  isWeaponRoll,
  type AppliedAttack,
} from "../../../../../src/rulesets/sides/rules/combat/damage-application";
import { OUTCOME, REFUSAL, SHOCK } from "../../../../../src/rulesets/sides/rules/combat/labels";
import { bow, character, longsword, target, weapon } from "./fixtures";

// STR +1, Stab-1, attack bonus +1: a d20 of 10 totals 13, exactly the target's AC 13.
const card = (overrides: Partial<AppliedAttack> = {}): AppliedAttack => ({
  attacker: character(),
  weapon: longsword,
  target: target({ ac: 13 }),
  situation: defaultSituation(),
  reactions: { totalDefense: false },
  ...overrides,
});
const HIT = 10;
const MISS = 9;

describe("full damage of a hit", () => {
  it("is the weapon's roll plus the attribute modifier", () => {
    expect(damageToApply(card(), { d20: HIT, damage: 6 }, "full")).toEqual({
      ok: true,
      amount: 7,
      landed: true,
      reason: { key: APPLY.full },
      notes: [],
    });
  });

  it("is never below the Shock it would have done (the rulebook's 2/AC 15 against AC 13)", () => {
    const answer = damageToApply(card(), { d20: HIT, damage: 1 }, "full");
    expect(answer).toMatchObject({ ok: true, amount: 3, notes: [{ key: OUTCOME.damageFloorShock, data: { shock: 3 } }] });
  });

  it("adds the bonuses to the weapon's formula as rolled, flat part included", () => {
    const maul = weapon({ damage: "2d4+1", shock: null });
    expect(damageToApply(card({ weapon: maul }), { d20: HIT, damage: 6 }, "full")).toMatchObject({ amount: 6 + 1 });
  });

  it("waits for the damage roll", () => {
    expect(damageToApply(card(), { d20: HIT, damage: null }, "full")).toEqual({ ok: false, reason: { key: APPLY.noDamageRoll } });
  });

  it("is refused on a miss", () => {
    expect(damageToApply(card(), { d20: MISS, damage: 6 }, "full")).toEqual({ ok: false, reason: { key: APPLY.missed } });
  });

  it("is refused when Total Defense, taken after the roll, turned the hit into a miss", () => {
    const defended = card({ reactions: { totalDefense: true } });
    expect(damageToApply(defended, { d20: HIT, damage: 6 }, "full")).toEqual({ ok: false, reason: { key: APPLY.missed } });
    expect(damageToApply(defended, { d20: HIT + 2, damage: 6 }, "full")).toMatchObject({ ok: true, amount: 7 });
  });
});

describe("half damage", () => {
  it("rounds down", () => {
    expect(damageToApply(card(), { d20: HIT, damage: 6 }, "half")).toMatchObject({ ok: true, amount: 3, reason: { key: APPLY.half } });
    expect(damageToApply(card(), { d20: HIT, damage: 7 }, "half")).toMatchObject({ amount: 4 });
  });

  it("of 1 is 0", () => {
    const stick = weapon({ damage: "1", attributes: [], shock: null });
    expect(damageToApply(card({ weapon: stick }), { d20: 20, damage: 1 }, "half")).toMatchObject({ ok: true, amount: 0 });
  });

  it("needs a hit and its roll, as full damage does", () => {
    expect(damageToApply(card(), { d20: MISS, damage: 6 }, "half")).toEqual({ ok: false, reason: { key: APPLY.missed } });
    expect(damageToApply(card(), { d20: HIT, damage: null }, "half")).toEqual({ ok: false, reason: { key: APPLY.noDamageRoll } });
  });
});

describe("Shock only", () => {
  it("is the Shock a miss inflicts: points plus the attribute modifier", () => {
    expect(damageToApply(card(), { d20: MISS, damage: null }, "shock")).toEqual({
      ok: true,
      amount: 3,
      landed: true,
      reason: { key: SHOCK.applies },
      notes: [],
    });
  });

  it("is 0, with the reason, when the AC is above the rating", () => {
    const answer = damageToApply(card({ target: target({ ac: 16 }) }), { d20: 1, damage: null }, "shock");
    expect(answer).toEqual({ ok: true, amount: 0, landed: false, reason: { key: SHOCK.acTooHigh, data: { ac: 16, rating: 15 } }, notes: [] });
  });

  it("is 0 under Total Defense", () => {
    const answer = damageToApply(card({ reactions: { totalDefense: true } }), { d20: MISS, damage: null }, "shock");
    expect(answer).toMatchObject({ ok: true, amount: 0, landed: false, reason: { key: SHOCK.totalDefense } });
  });

  it("is 0 when the shield takes it, and applies when the shield was already used this round", () => {
    const shielded = target({ ac: 13, hasShield: true });
    expect(damageToApply(card({ target: shielded }), { d20: MISS, damage: null }, "shock")).toMatchObject({ amount: 0, reason: { key: SHOCK.shield } });
    const spent = target({ ac: 13, hasShield: true, shieldUsedThisRound: true });
    expect(damageToApply(card({ target: spent }), { d20: MISS, damage: null }, "shock")).toMatchObject({ amount: 3 });
  });

  it("may land and still be 0 when the attribute modifier eats the points", () => {
    const weak = card({ attacker: character({ attributeMods: { str: -2, dex: 0 } }), weapon: weapon({ shock: { points: 1, ac: 15 } }) });
    expect(damageToApply(weak, { d20: 1, damage: null }, "shock")).toMatchObject({ ok: true, amount: 0, landed: true });
  });

  it("is refused on a hit", () => {
    expect(damageToApply(card(), { d20: HIT, damage: 6 }, "shock")).toEqual({ ok: false, reason: { key: APPLY.hitNotShock } });
  });
});

describe("a card whose numbers do not add up", () => {
  it("refuses a d20 that no d20 rolls", () => {
    for (const d20 of [0, 21, 2.5, Number.NaN]) {
      expect(damageToApply(card(), { d20, damage: 6 }, "full")).toEqual({ ok: false, reason: { key: APPLY.badRolls } });
    }
  });

  it("refuses a damage total the weapon cannot roll", () => {
    expect(damageToApply(card(), { d20: HIT, damage: 9 }, "full")).toEqual({ ok: false, reason: { key: APPLY.badRolls } });
    expect(damageToApply(card(), { d20: HIT, damage: 0 }, "full")).toEqual({ ok: false, reason: { key: APPLY.badRolls } });
  });

  it("refuses an attack the rules forbid, with the rule's own reason", () => {
    const volley = card({ attacker: character({ attributeMods: { str: 0, dex: 1 } }), weapon: bow, situation: defaultSituation({ mode: "ranged", distanceFt: 5, enemyInMelee: true }) });
    expect(damageToApply(volley, { d20: 20, damage: 4 }, "full")).toEqual({ ok: false, reason: { key: REFUSAL.bowInMelee } });
  });
});

describe("a damage total the weapon can roll", () => {
  it("lies within the formula's bounds and is whole", () => {
    expect(isWeaponRoll("2d4+1", 3)).toBe(true);
    expect(isWeaponRoll("2d4+1", 9)).toBe(true);
    expect(isWeaponRoll("1d6-1", 0)).toBe(true);
    expect(isWeaponRoll("2d4+1", 2)).toBe(false);
    expect(isWeaponRoll("2d4+1", 10)).toBe(false);
    expect(isWeaponRoll("1d8", 3.5)).toBe(false);
    expect(isWeaponRoll("a handful", 3)).toBe(false);
  });
});

describe("hit points", () => {
  const hp = (value: unknown, max: unknown = 10) => ({ value, max });

  it("go down by the damage", () => {
    expect(healthAfter(hp(8), 3)).toEqual({ ok: true, hpBefore: 8, hpAfter: 5 });
  });

  it("never go below 0", () => {
    expect(healthAfter(hp(2), 7)).toEqual({ ok: true, hpBefore: 2, hpAfter: 0 });
  });

  it("never heal above the maximum", () => {
    expect(healthAfter(hp(9), -5)).toEqual({ ok: true, hpBefore: 9, hpAfter: 10 });
    expect(clampHp(14, 10)).toBe(10);
    expect(clampHp(-3, 10)).toBe(0);
  });

  it("that are not numbers are refused, never written", () => {
    for (const health of [hp("8"), hp(Number.NaN), { value: 8, max: undefined }, hp(null), hp(Infinity)]) {
      expect(healthAfter(health, 3)).toEqual({ ok: false, reason: { key: APPLY.healthNotNumber } });
    }
    expect(healthAfter(hp(8), Number.NaN)).toEqual({ ok: false, reason: { key: APPLY.healthNotNumber } });
  });

  it("come back exactly on undo when untouched since", () => {
    expect(healthAfterUndo(hp(0), { hpBefore: 2, hpAfter: 0 })).toEqual({ ok: true, hpBefore: 0, hpAfter: 2 });
  });

  it("keep another card's damage taken in between on undo", () => {
    expect(healthAfterUndo(hp(3), { hpBefore: 8, hpAfter: 5 })).toEqual({ ok: true, hpBefore: 3, hpAfter: 6 });
  });

  it("never come back above the maximum on undo (the maximum dropped since)", () => {
    expect(healthAfterUndo(hp(5, 6), { hpBefore: 10, hpAfter: 5 })).toEqual({ ok: true, hpBefore: 5, hpAfter: 6 });
  });
});

describe("at 0 HP", () => {
  it("a character is mortally wounded", () => {
    expect(statusesAtHp(0, "character", false)).toEqual(["mortallyWounded"]);
  });
  it("a character hit with a non-lethal weapon is unconscious", () => {
    expect(statusesAtHp(0, "character", true)).toEqual(["unconscious"]);
  });
  it("a monster or NPC is dead", () => {
    expect(statusesAtHp(0, "npc", false)).toEqual(["dead"]);
  });
  it("a monster or NPC hit with a non-lethal weapon is unconscious", () => {
    expect(statusesAtHp(0, "npc", true)).toEqual(["unconscious"]);
  });
  it("nobody above 0 HP gains a status", () => {
    expect(statusesAtHp(1, "character", false)).toEqual([]);
    expect(statusesAtHp(1, "npc", true)).toEqual([]);
  });
});
