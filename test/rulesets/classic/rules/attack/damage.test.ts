import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFormula } from "../../../../../src/core/dice/formula";
import { addsStrength, planDamage, SHIELD_BASH_DAMAGE, strengthToDamage, type DamageInput } from "../../../../../src/rulesets/classic/rules/attack/damage";
import { CLASSIC_ATTACK_REFUSAL, CLASSIC_DAMAGE_LINE } from "../../../../../src/rulesets/classic/rules/attack/labels";
import { runs } from "../../../../support/fixed-seed";

/** The chapter's straight sword (1d8, ×2) in the hand of a Strength 18 (+4) fighter. */
const straightSword: DamageInput = { weaponDice: "1d8", kind: "melee", twoHanded: false, thrown: false, strengthModifier: 4, trainedWithWeapon: true, stance: "normal", criticalMultiplier: 2 };
const offensiveTraining = { key: "FRAY.Classic.Test.WeaponOffensiveTraining", value: 2 };

function damage(overrides: Partial<DamageInput> = {}) {
  const decision = planDamage({ ...straightSword, ...overrides });
  if (!decision.ok) throw new Error(decision.reason.key);
  return decision.plan;
}

describe("damage: the weapon's die + Strength + other modifiers", () => {
  it("the straight sword at 18 Strength deals 1d8+4", () => {
    expect(damage().formula).toBe("1d8+4");
    expect(damage().modifiers).toEqual([{ key: CLASSIC_DAMAGE_LINE.strength, value: 4 }]);
  });

  it("the straight sword in two hands deals 1d8+6 (4 × 1.5 = 6)", () => {
    expect(damage({ twoHanded: true }).formula).toBe("1d8+6");
    expect(damage({ twoHanded: true }).modifiers).toEqual([{ key: CLASSIC_DAMAGE_LINE.twoHandedStrength, value: 6 }]);
  });

  it("a negative Strength modifier is multiplied too, rounded down: −1 becomes −2, −3 becomes −5", () => {
    expect(strengthToDamage(-1, true)).toBe(-2);
    expect(strengthToDamage(-3, true)).toBe(-5);
    expect(strengthToDamage(3, true)).toBe(4);
    expect(strengthToDamage(-3, false)).toBe(-3);
    expect(damage({ twoHanded: true, strengthModifier: -1 }).formula).toBe("1d8-2");
  });

  it("a Strength of +0 adds no line and no bonus", () => {
    expect(damage({ strengthModifier: 0 })).toEqual({ formula: "1d8", criticalFormula: "2d8", modifiers: [], extraDice: [] });
  });

  it("melee blows, shield bashes and thrown weapons add Strength; bows and touch spells do not", () => {
    expect(addsStrength("melee", false)).toBe(true);
    expect(addsStrength("meleeTouch", false)).toBe(false);
    expect(addsStrength("shieldBash", false)).toBe(true);
    expect(addsStrength("ranged", true)).toBe(true);
    expect(addsStrength("ranged", false)).toBe(false);
    expect(addsStrength("rangedTouch", true)).toBe(false);
    expect(damage({ kind: "ranged" }).formula).toBe("1d8");
    expect(damage({ kind: "ranged", thrown: true }).formula).toBe("1d8+4");
  });

  it("a weapon used untrained takes the −3 training penalty to damage", () => {
    expect(damage({ trainedWithWeapon: false }).modifiers).toContainEqual({ key: CLASSIC_DAMAGE_LINE.untrainedWeapon, value: -3 });
    expect(damage({ trainedWithWeapon: false }).formula).toBe("1d8+1");
    expect(damage({ trainedWithWeapon: false, strengthModifier: 0 }).formula).toBe("1d8-3");
  });

  it("reckless fighting adds +2 damage; defensive fighting adds none", () => {
    expect(damage({ stance: "reckless" }).modifiers).toContainEqual({ key: CLASSIC_DAMAGE_LINE.recklessFighting, value: 2 });
    expect(damage({ stance: "reckless" }).formula).toBe("1d8+6");
    expect(damage({ stance: "defensive" }).formula).toBe("1d8+4");
  });

  it("shield bash: a buckler deals 1d4, a full shield 1d6, a tower shield 1d10, with Strength", () => {
    expect(SHIELD_BASH_DAMAGE).toEqual({ buckler: "1d4", full: "1d6", tower: "1d10" });
    expect(damage({ weaponDice: SHIELD_BASH_DAMAGE.buckler, kind: "shieldBash" }).formula).toBe("1d4+4");
    expect(damage({ weaponDice: SHIELD_BASH_DAMAGE.tower, kind: "shieldBash" }).formula).toBe("1d10+4");
  });

  it("dice that are not a formula are refused, the weapon's or an extra die's", () => {
    const refused = { ok: false, reason: { key: CLASSIC_ATTACK_REFUSAL.notADiceFormula } };
    expect(planDamage({ ...straightSword, weaponDice: "sword" })).toEqual(refused);
    expect(planDamage({ ...straightSword, weaponDice: "3" })).toEqual(refused);
    expect(planDamage({ ...straightSword, extraDice: ["1d6", "lots"] })).toEqual(refused);
  });
});

describe("critical damage: the weapon's dice and every flat bonus once per multiplier, extra dice once", () => {
  it("the straight sword's critical (×2, 18 Strength) deals 2d8+8", () => {
    expect(damage().criticalFormula).toBe("2d8+8");
  });

  it("the straight sword's critical with Weapon Offensive Training deals 2d8+12", () => {
    const trained = damage({ flat: [offensiveTraining] });
    expect(trained.formula).toBe("1d8+6");
    expect(trained.criticalFormula).toBe("2d8+12");
    expect(trained.modifiers).toEqual([{ key: CLASSIC_DAMAGE_LINE.strength, value: 4 }, offensiveTraining]);
  });

  it("extra dice rolled once: an imbuement's 1d6 is added after the multiplied weapon damage", () => {
    const imbued = damage({ extraDice: ["1d6"] });
    expect(imbued.formula).toBe("1d8+1d6+4");
    expect(imbued.criticalFormula).toBe("2d8+1d6+8");
    expect(imbued.extraDice).toEqual(["1d6"]);
  });

  it("a ×3 weapon rolls its dice three times and adds its bonuses three times", () => {
    expect(damage({ criticalMultiplier: 3 }).criticalFormula).toBe("3d8+12");
    expect(damage({ criticalMultiplier: 4, weaponDice: "2d6" }).criticalFormula).toBe("8d6+16");
  });

  it("a weapon's own flat bonus is multiplied with its dice, a penalty too", () => {
    expect(damage({ weaponDice: "2d4+1", strengthModifier: 0 }).criticalFormula).toBe("4d4+2");
    expect(damage({ weaponDice: "1d6-1", strengthModifier: 0 }).criticalFormula).toBe("2d6-2");
    expect(damage({ weaponDice: "1d6-1", strengthModifier: -1 }).criticalFormula).toBe("2d6-2-2");
  });

  it("a critical always rolls multiplier × the weapon's dice, multiplier × the flat bonus, and the extra dice once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(4, 6, 8, 10, 12),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: -5, max: 8 }),
        fc.boolean(),
        fc.array(fc.constantFrom("1d4", "1d6", "2d6"), { maxLength: 2 }),
        (count, faces, multiplier, strengthModifier, twoHanded, extraDice) => {
          const plan = damage({ weaponDice: `${count}d${faces}`, criticalMultiplier: multiplier, strengthModifier, twoHanded, extraDice });
          const normal = parseFormula(plan.formula)!;
          const critical = parseFormula(plan.criticalFormula)!;
          expect(critical.flat).toBe(normal.flat * multiplier);
          expect(critical.dice[0]).toEqual({ count: count * multiplier, faces });
          expect(critical.dice.slice(1)).toEqual(normal.dice.slice(1));
        },
      ),
      { numRuns: runs(100) },
    );
  });
});
