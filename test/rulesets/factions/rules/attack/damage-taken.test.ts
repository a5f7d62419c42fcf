import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { damageTaken, healthAfterHit } from "../../../../../src/rulesets/factions/rules/attack/damage-taken";
import { FACTIONS_DAMAGE_LINE as LINE } from "../../../../../src/rulesets/factions/rules/attack/labels";
import type { EffectiveProtection } from "../../../../../src/rulesets/factions/rules/attack/protection";

describe("damage after armour", () => {
  it("7 rolled against armour 2 in the open: 5 taken", () => {
    expect(damageTaken({ rolled: 7, armour: 2, protection: "none", penetratesCover: false })).toEqual({
      taken: 5,
      blocked: false,
      lines: [
        { key: LINE.rolled, value: 7 },
        { key: LINE.armour, value: -2 },
      ],
    });
  });

  it("behind cover, armour 2 counts as 3: 4 taken, the card lists the cover", () => {
    expect(damageTaken({ rolled: 7, armour: 2, protection: "cover", penetratesCover: false })).toEqual({
      taken: 4,
      blocked: false,
      lines: [
        { key: LINE.rolled, value: 7 },
        { key: LINE.armour, value: -2 },
        { key: LINE.cover, value: -1 },
      ],
    });
  });

  it("a weapon that penetrates cover ignores it: the cover line reads 0", () => {
    expect(damageTaken({ rolled: 7, armour: 2, protection: "cover", penetratesCover: true })).toMatchObject({
      taken: 5,
      lines: [{ key: LINE.rolled, value: 7 }, { key: LINE.armour, value: -2 }, { key: LINE.cover, value: 0 }],
    });
  });

  it("a barrier stops everything", () => {
    expect(damageTaken({ rolled: 9, armour: 0, protection: "blocked", penetratesCover: true })).toEqual({
      taken: 0,
      blocked: true,
      lines: [
        { key: LINE.rolled, value: 9 },
        { key: LINE.blocked, value: -9 },
      ],
    });
  });

  it("armour larger than the roll stops all of it, and no more than was rolled", () => {
    expect(damageTaken({ rolled: 2, armour: 3, protection: "cover", penetratesCover: false })).toEqual({
      taken: 0,
      blocked: false,
      lines: [{ key: LINE.rolled, value: 2 }, { key: LINE.armour, value: -2 }, { key: LINE.cover, value: 0 }],
    });
  });

  it("cover stops the last point armour left", () => {
    expect(damageTaken({ rolled: 3, armour: 2, protection: "cover", penetratesCover: false }).taken).toBe(0);
  });

  it("no armour: every rolled point is taken", () => {
    expect(damageTaken({ rolled: 4, armour: 0, protection: "none", penetratesCover: false }).taken).toBe(4);
  });

  it("a negative armour value adds nothing", () => {
    expect(damageTaken({ rolled: 4, armour: -2, protection: "none", penetratesCover: false })).toMatchObject({ taken: 4, lines: [{ value: 4 }, { value: 0 }] });
  });

  it("a roll below 0 deals nothing", () => {
    expect(damageTaken({ rolled: -1, armour: 0, protection: "none", penetratesCover: false })).toMatchObject({ taken: 0, lines: [{ value: 0 }, { value: 0 }] });
  });
});

describe("damage is never negative, and the card's lines add up to it (property)", () => {
  const protection = fc.constantFrom<EffectiveProtection>("none", "cover", "blocked");
  it("for any roll, armour and protection", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 40 }), fc.integer({ min: -3, max: 12 }), protection, fc.boolean(), (rolled, armour, prot, penetrates) => {
        const hit = damageTaken({ rolled, armour, protection: prot, penetratesCover: penetrates });
        expect(hit.taken).toBeGreaterThanOrEqual(0);
        expect(hit.taken).toBeLessThanOrEqual(Math.max(0, rolled));
        expect(hit.lines.reduce((sum, line) => sum + line.value, 0)).toBe(hit.taken);
      }),
      { numRuns: runs(300) },
    );
  });

  it("cover never lets more through than the open", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 12 }), fc.boolean(), (rolled, armour, penetrates) => {
        const open = damageTaken({ rolled, armour, protection: "none", penetratesCover: penetrates }).taken;
        expect(damageTaken({ rolled, armour, protection: "cover", penetratesCover: penetrates }).taken).toBeLessThanOrEqual(open);
      }),
      { numRuns: runs(200) },
    );
  });
});

describe("health loss: incapacitated at 0", () => {
  const of = (value: number) => ({ value, max: 8 });

  it("5 taken from 8 health leaves 3, still standing", () => {
    expect(healthAfterHit(of(8), 5)).toEqual({ health: of(3), lost: 5, incapacitated: false, line: { key: LINE.health, value: -5 } });
  });

  it("exactly the health left incapacitates", () => {
    expect(healthAfterHit(of(4), 4)).toMatchObject({ health: of(0), lost: 4, incapacitated: true });
  });

  it("more than is left stops at 0 and loses only what was there", () => {
    expect(healthAfterHit(of(3), 9)).toEqual({ health: of(0), lost: 3, incapacitated: true, line: { key: LINE.health, value: -3 } });
  });

  it("nothing taken loses nothing", () => {
    expect(healthAfterHit(of(6), 0)).toEqual({ health: of(6), lost: 0, incapacitated: false, line: { key: LINE.health, value: 0 } });
  });

  it("an already incapacitated character stays at 0", () => {
    expect(healthAfterHit(of(0), 2)).toMatchObject({ health: of(0), lost: 0, incapacitated: true });
  });

  it("health below 0 reads as 0, and a negative hit heals nothing", () => {
    expect(healthAfterHit(of(-2), 1)).toMatchObject({ health: of(0), lost: 0 });
    expect(healthAfterHit(of(5), -3)).toMatchObject({ health: of(5), lost: 0 });
  });

  it("health never goes below 0 nor above what it was (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 30 }), fc.integer({ min: -5, max: 40 }), (value, taken) => {
        const after = healthAfterHit({ value, max: 30 }, taken);
        expect(after.health.value).toBeGreaterThanOrEqual(0);
        expect(after.health.value).toBeLessThanOrEqual(Math.max(0, value));
        expect(after.health.max).toBe(30);
        expect(after.incapacitated).toBe(after.health.value === 0);
      }),
      { numRuns: runs(200) },
    );
  });
});
