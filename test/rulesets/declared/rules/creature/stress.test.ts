import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { formulaMax, formulaMin } from "../../../../../src/core/dice/formula";
import { maximumStress, stressDice } from "../../../../../src/rulesets/declared/rules/creature/stress";

const dice = (input: Parameters<typeof stressDice>[0]) => {
  const out = stressDice(input);
  if (!out.ok) throw new Error(out.reason.key);
  return out;
};

describe("maximum Stress: a die per HD and level, plus the Strength modifier per die", () => {
  it("the Leonin's 5d8+15 Stress: 2d8 Fiend HD, 3 Hunter levels, Strength +3", () => {
    const leonin = dice({ hitDice: 2, classLevels: 3, die: 8, strengthModifier: 3 });
    expect(leonin.formula).toBe("5d8+15");
    expect(leonin.dice).toBe(5);
  });

  it("the Leonin's 5d8+15 averages 37.5 Stress", () => {
    expect(dice({ hitDice: 2, classLevels: 3, die: 8, strengthModifier: 3 }).average).toBe(37.5);
  });

  it("a monster without class levels rolls its HD alone: 3 HD on d10 with Strength +0 is 3d10, average 16.5", () => {
    expect(dice({ hitDice: 3, classLevels: 0, die: 10, strengthModifier: 0 })).toMatchObject({ formula: "3d10", average: 16.5 });
  });

  it("a Strength penalty comes off per die: 4d6 with Strength −1 is 4d6-4, average 10", () => {
    expect(dice({ hitDice: 1, classLevels: 3, die: 6, strengthModifier: -1 })).toMatchObject({ formula: "4d6-4", average: 10 });
  });

  it("a penalty heavier than the die's average makes an average of 0, not less", () => {
    expect(dice({ hitDice: 2, classLevels: 0, die: 4, strengthModifier: -5 })).toMatchObject({ formula: "2d4-10", average: 0 });
  });

  it("a creature with no HD and no levels has no Stress dice to roll", () => {
    expect(stressDice({ hitDice: 0, classLevels: 0, die: 8, strengthModifier: 2 })).toEqual({ ok: false, reason: { key: "FRAY.Declared.Creature.Refusal.NoHitDice" } });
    expect(stressDice({ hitDice: 1.5, classLevels: 0, die: 8, strengthModifier: 0 }).ok).toBe(false);
    expect(stressDice({ hitDice: -2, classLevels: 1, die: 8, strengthModifier: 0 }).ok).toBe(false);
  });

  it("one HD is enough: 1d8+2", () => {
    expect(dice({ hitDice: 1, classLevels: 0, die: 8, strengthModifier: 2 }).formula).toBe("1d8+2");
  });

  it("the Stress die is a d4, d6, d8, d10 or d12; a d7 is refused naming it", () => {
    for (const die of [4, 6, 8, 10, 12]) expect(stressDice({ hitDice: 1, classLevels: 0, die, strengthModifier: 0 }).ok).toBe(true);
    expect(stressDice({ hitDice: 1, classLevels: 0, die: 7, strengthModifier: 0 })).toEqual({
      ok: false,
      reason: { key: "FRAY.Declared.Creature.Refusal.StressDie", data: { die: 7 } },
    });
  });

  it("a rolled maximum below 0 counts as 0; any other total is the maximum", () => {
    expect(maximumStress(-3)).toBe(0);
    expect(maximumStress(0)).toBe(0);
    expect(maximumStress(41)).toBe(41);
  });

  it("the average always lies between what the formula can roll (or is 0 when that is negative)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 10 }), fc.constantFrom(4, 6, 8, 10, 12), fc.integer({ min: -5, max: 6 }), (hd, levels, die, str) => {
        fc.pre(hd + levels >= 1);
        const out = dice({ hitDice: hd, classLevels: levels, die, strengthModifier: str });
        expect(out.average).toBeGreaterThanOrEqual(Math.max(0, formulaMin(out.formula)));
        expect(out.average).toBeLessThanOrEqual(Math.max(0, formulaMax(out.formula)));
        expect(out.dice).toBe(hd + levels);
      }),
      { numRuns: runs(200) },
    );
  });
});
