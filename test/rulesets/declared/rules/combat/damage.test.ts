import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { applyHit, dealtDamage, type Hit, type WoundState } from "../../../../../src/rulesets/declared/rules/combat/hit-damage";
import { DECLARED_DAMAGE_TYPES } from "../../../../../src/rulesets/declared/rules/combat/damage-types";
import { DECLARED_DAMAGE_LINE as LINE } from "../../../../../src/rulesets/declared/rules/combat/labels";

/** A fighter with 12 Stress left, 14 Wound Points and Armour 2. */
const fighter: WoundState = { stress: 12, wounds: 14, armour: 2 };
const slash = (rolled: number): Hit => ({ rolled, critical: false, multiplier: 2, type: "slashing" });

describe("damage lowers Stress first, then Wound Points", () => {
  it("9 slashing less Armour 2: 7 off Stress, nothing to Wound Points, no injury", () => {
    expect(applyHit(fighter, slash(9))).toEqual({
      dealt: 9,
      taken: 7,
      toStress: 7,
      toWounds: 0,
      stress: 5,
      wounds: 14,
      injury: null,
      injuryCheck: false,
      lines: [
        { key: LINE.rolled, value: 9 },
        { key: LINE.armour, value: -2 },
        { key: LINE.stress, value: -7 },
        { key: LINE.wounds, value: 0 },
      ],
    });
  });

  it("20 slashing less Armour 2: 12 empties Stress, the other 6 reach Wound Points and are recorded as a slashing injury of 6", () => {
    const hit = applyHit(fighter, slash(20));
    expect(hit).toMatchObject({ taken: 18, toStress: 12, toWounds: 6, stress: 0, wounds: 8, injury: { type: "slashing", amount: 6 }, injuryCheck: false });
    expect(hit.lines.slice(-2)).toEqual([
      { key: LINE.stress, value: -12 },
      { key: LINE.wounds, value: -6 },
    ]);
  });

  it("with no Stress left, the whole hit after Armour goes to Wound Points", () => {
    expect(applyHit({ ...fighter, stress: 0 }, slash(5))).toMatchObject({ toStress: 0, toWounds: 3, wounds: 11, injury: { type: "slashing", amount: 3 } });
  });

  it("Armour larger than the hit stops all of it: nothing taken, never negative", () => {
    const hit = applyHit({ ...fighter, armour: 6 }, slash(4));
    expect(hit).toMatchObject({ dealt: 4, taken: 0, toStress: 0, toWounds: 0, stress: 12, wounds: 14, injury: null });
    expect(hit.lines[1]).toEqual({ key: LINE.armour, value: -4 });
  });

  it("a negative Armour adds nothing to the hit", () => {
    expect(applyHit({ ...fighter, armour: -3 }, slash(4))).toMatchObject({ taken: 4, toStress: 4 });
  });

  it("Stress already below 0 absorbs nothing", () => {
    expect(applyHit({ ...fighter, stress: -2 }, slash(6))).toMatchObject({ toStress: 0, toWounds: 4, stress: -2, wounds: 10 });
  });

  it("a damage roll below 0 (1d4−3 showing 1) deals nothing", () => {
    expect(dealtDamage(slash(-2))).toBe(0);
    expect(applyHit(fighter, slash(-2))).toMatchObject({ dealt: 0, taken: 0, injury: null });
  });

  it("Wound Points go below 0: that is dying, not a floor", () => {
    expect(applyHit({ ...fighter, stress: 0, wounds: 3 }, slash(10)).wounds).toBe(-5);
  });
});

describe("a critical multiplies the damage and bypasses Stress", () => {
  const axeCritical: Hit = { rolled: 7, critical: true, multiplier: 3, type: "chopping" };

  it("a ×3 axe rolling 7 deals 21; Armour 2 still applies; all 19 go to Wound Points and the GM rolls for an injury", () => {
    expect(applyHit(fighter, axeCritical)).toEqual({
      dealt: 21,
      taken: 19,
      toStress: 0,
      toWounds: 19,
      stress: 12,
      wounds: -5,
      injury: { type: "chopping", amount: 19 },
      injuryCheck: true,
      lines: [
        { key: LINE.rolled, value: 7 },
        { key: LINE.critical, value: 21, data: { multiplier: 3 } },
        { key: LINE.armour, value: -2 },
        { key: LINE.stress, value: 0 },
        { key: LINE.wounds, value: -19 },
      ],
    });
  });

  it("×2 and ×4 multiply the same roll by 2 and 4", () => {
    expect(dealtDamage({ rolled: 5, critical: true, multiplier: 2 })).toBe(10);
    expect(dealtDamage({ rolled: 5, critical: true, multiplier: 4 })).toBe(20);
    expect(dealtDamage({ rolled: 5, critical: false, multiplier: 4 })).toBe(5);
  });

  it("a critical that Armour stops entirely leaves no injury and no injury roll", () => {
    expect(applyHit({ ...fighter, armour: 10 }, { rolled: 2, critical: true, multiplier: 2, type: "blunt" })).toMatchObject({ taken: 0, injury: null, injuryCheck: false });
  });
});

const state = fc.record({ stress: fc.integer({ min: 0, max: 60 }), wounds: fc.integer({ min: -20, max: 20 }), armour: fc.integer({ min: 0, max: 10 }) });
const hit = fc.record({
  rolled: fc.integer({ min: -3, max: 40 }),
  critical: fc.boolean(),
  multiplier: fc.constantFrom(2 as const, 3 as const, 4 as const),
  type: fc.constantFrom(...DECLARED_DAMAGE_TYPES),
});

describe("damage invariants", () => {
  it("damage taken is never negative and lands whole on Stress and Wound Points; Stress never goes below 0; an injury records exactly what reached Wound Points", () => {
    fc.assert(
      fc.property(state, hit, (before, h) => {
        const after = applyHit(before, h);
        expect(after.taken).toBeGreaterThanOrEqual(0);
        expect(after.taken).toBeLessThanOrEqual(after.dealt);
        expect(after.toStress + after.toWounds).toBe(after.taken);
        expect(after.stress).toBeGreaterThanOrEqual(0);
        expect(before.stress - after.stress).toBe(after.toStress);
        expect(before.wounds - after.wounds).toBe(after.toWounds);
        expect(after.injury).toEqual(after.toWounds > 0 ? { type: h.type, amount: after.toWounds } : null);
      }),
      { numRuns: runs(300) },
    );
  });

  it("a critical never touches Stress, and an ordinary hit reaches Wound Points only once Stress is empty", () => {
    fc.assert(
      fc.property(state, hit, (before, h) => {
        const after = applyHit(before, h);
        if (h.critical) expect(after.stress).toBe(before.stress);
        else if (after.toWounds > 0) expect(after.stress).toBe(0);
        expect(after.injuryCheck).toBe(h.critical && after.toWounds > 0);
      }),
      { numRuns: runs(300) },
    );
  });
});
