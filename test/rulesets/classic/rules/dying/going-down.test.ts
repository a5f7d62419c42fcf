/** The chapter's "Incapacitation" and "Instant Incapacitation from Massive Damage". */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { failMassiveDamage, goingDown, isMassiveDamage, massiveDamageSave } from "../../../../../src/rulesets/classic/rules/dying/going-down";
import { notDying } from "../../../../../src/rulesets/classic/rules/dying/dying-state";
import { CLASSIC_DYING_LINE as LINE } from "../../../../../src/rulesets/classic/rules/dying/labels";

describe("dropping to 0 HP", () => {
  it("at 0 HP the creature is down and bleeding out, remembering the damage that dropped it", () => {
    expect(goingDown(0, 9, notDying())).toEqual({ down: true, stable: false, failures: 0, droppingDamage: 9, wound: "" });
  });

  it("above 0 HP nothing happens", () => {
    expect(goingDown(1, 9, notDying())).toBeNull();
  });

  it("a further hit on a creature already down changes nothing", () => {
    const already = { down: true, stable: false, failures: 1, droppingDamage: 9, wound: "" };
    expect(goingDown(0, 20, already)).toBe(already);
  });
});

describe("massive damage", () => {
  it("half the maximum HP or more in one hit calls for a Fortitude save DC 10 + the attacker's Hit Dice", () => {
    expect(massiveDamageSave(20, 40, 6)).toEqual({
      dc: 16,
      lines: [
        { key: LINE.base, value: 10 },
        { key: LINE.attackerHitDice, value: 6 },
      ],
    });
    expect(massiveDamageSave(19, 40, 6)).toBeNull();
  });

  it("with an odd maximum, exactly half rounded down is not enough", () => {
    expect(isMassiveDamage(15, 31)).toBe(false);
    expect(isMassiveDamage(16, 31)).toBe(true);
    expect(isMassiveDamage(0, 0)).toBe(false);
  });

  it("failing it drops the creature to 0 HP with its first death save failed", () => {
    expect(failMassiveDamage(15, 16, 20, notDying())).toEqual({ down: true, stable: false, failures: 1, droppingDamage: 20, wound: "" });
  });

  it("meeting the DC keeps the creature up", () => {
    expect(failMassiveDamage(16, 16, 20, notDying())).toBeNull();
  });

  it("a creature already down with failures keeps them", () => {
    const already = { down: true, stable: false, failures: 2, droppingDamage: 9, wound: "" };
    expect(failMassiveDamage(3, 16, 20, already)).toEqual(already);
  });

  it("the save is called for exactly when twice the damage reaches the maximum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 20 }), (damage, maxHp, hd) => {
        const save = massiveDamageSave(damage, maxHp, hd);
        expect(save === null).toBe(damage * 2 < maxHp);
        if (save) expect(save.dc).toBe(10 + hd);
      }),
      { numRuns: runs(200) },
    );
  });
});
