import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withBonus } from "../../../../../src/core/dice/formula";
import { modifierTotal } from "../../../../../src/core/rules-types";
import { iterativeAttacks } from "../../../../../src/rulesets/classic/rules/character/base-attack";
import { attackAbility, planAttackRoll, weaponThreatens, type AttackRollInput, type AttackerRollFacts } from "../../../../../src/rulesets/classic/rules/attack/attack-roll";
import { CLASSIC_ATTACK_LINE, CLASSIC_ATTACK_REFUSAL } from "../../../../../src/rulesets/classic/rules/attack/labels";
import { runs } from "../../../../support/fixed-seed";

/** A fighter with base attack +11 (+11/+6/+1), Strength 18 (+4), Dexterity 14 (+2), Medium. */
const fighter: AttackerRollFacts = { iteratives: iterativeAttacks(11), strengthModifier: 4, dexterityModifier: 2, sizeModifier: 0, trainedWithWeapon: true, untrainedArmourPenalty: 0 };

function roll(overrides: Partial<AttackRollInput> = {}, attacker: Partial<AttackerRollFacts> = {}) {
  const decision = planAttackRoll({ attacker: { ...fighter, ...attacker }, kind: "melee", iterative: 0, stance: "normal", ...overrides });
  if (!decision.ok) throw new Error(decision.reason.key);
  return decision.plan;
}

describe("the attack roll: 1d20 + base attack of that iterative + STR or DEX + size + other modifiers", () => {
  it("+11/+6/+1: each attack of the round rolls with its own base attack", () => {
    expect(roll({ iterative: 0 }).formula).toBe("1d20+15");
    expect(roll({ iterative: 1 }).formula).toBe("1d20+10");
    expect(roll({ iterative: 2 }).formula).toBe("1d20+5");
    expect(roll({ iterative: 1 }).modifiers[0]).toEqual({ key: CLASSIC_ATTACK_LINE.baseAttack, value: 6, data: { attack: 2 } });
  });

  it("a fourth attack a +11 character does not have is refused, naming the attack and how many there are", () => {
    expect(planAttackRoll({ attacker: fighter, kind: "melee", iterative: 3, stance: "normal" })).toEqual({
      ok: false,
      reason: { key: CLASSIC_ATTACK_REFUSAL.noSuchIterative, data: { attack: 4, attacks: 3 } },
    });
  });

  it("a melee attack adds Strength, a ranged attack Dexterity, each as its own line", () => {
    expect(roll().modifiers).toEqual([
      { key: CLASSIC_ATTACK_LINE.baseAttack, value: 11, data: { attack: 1 } },
      { key: CLASSIC_ATTACK_LINE.strength, value: 4 },
    ]);
    expect(roll({ kind: "ranged" }).modifiers[1]).toEqual({ key: CLASSIC_ATTACK_LINE.dexterity, value: 2 });
    expect(roll({ kind: "ranged" }).formula).toBe("1d20+13");
  });

  it("a melee touch attack rolls like a melee attack, a ranged touch attack like a ranged one", () => {
    expect(roll({ kind: "meleeTouch" }).formula).toBe("1d20+15");
    expect(roll({ kind: "rangedTouch" }).formula).toBe("1d20+13");
  });

  it("a shield bash adds the higher of Strength and Dexterity, Strength on a tie", () => {
    expect(attackAbility("shieldBash", 4, 2)).toBe("strength");
    expect(attackAbility("shieldBash", 1, 3)).toBe("dexterity");
    expect(attackAbility("shieldBash", 2, 2)).toBe("strength");
    expect(roll({ kind: "shieldBash" }, { strengthModifier: 1, dexterityModifier: 3 }).modifiers[1]).toEqual({ key: CLASSIC_ATTACK_LINE.dexterity, value: 3 });
  });

  it("the size modifier is a line of its own: a Small attacker +1, a Large one −1", () => {
    expect(roll({}, { sizeModifier: 1 }).modifiers).toContainEqual({ key: CLASSIC_ATTACK_LINE.size, value: 1 });
    expect(roll({}, { sizeModifier: -1 }).formula).toBe("1d20+14");
  });

  it("a weapon used untrained takes the −3 training penalty to attack, and threatens no squares", () => {
    const untrained = roll({}, { trainedWithWeapon: false });
    expect(untrained.modifiers).toContainEqual({ key: CLASSIC_ATTACK_LINE.untrainedWeapon, value: -3 });
    expect(untrained.formula).toBe("1d20+12");
    expect(weaponThreatens(false)).toBe(false);
    expect(weaponThreatens(true)).toBe(true);
  });

  it("armour worn untrained puts its check penalty on attacks; a penalty is never a bonus", () => {
    expect(roll({}, { untrainedArmourPenalty: -5 }).modifiers).toContainEqual({ key: CLASSIC_ATTACK_LINE.untrainedArmour, value: -5 });
    expect(roll({}, { untrainedArmourPenalty: -5 }).formula).toBe("1d20+10");
    expect(roll({}, { untrainedArmourPenalty: 2 }).formula).toBe("1d20+15");
  });

  it("defensive fighting takes −4 on the attack roll; reckless fighting leaves the roll alone", () => {
    expect(roll({ stance: "defensive" }).modifiers).toContainEqual({ key: CLASSIC_ATTACK_LINE.defensiveFighting, value: -4 });
    expect(roll({ stance: "defensive" }).formula).toBe("1d20+11");
    expect(roll({ stance: "reckless" }).formula).toBe("1d20+15");
  });

  it("situational lines from the dialog come last and count", () => {
    const flanking = { key: "FRAY.Classic.Test.Flanking", value: 2 };
    const plan = roll({ situational: [flanking] });
    expect(plan.modifiers.at(-1)).toEqual(flanking);
    expect(plan.bonus).toBe(17);
  });

  it("lines at zero are left off the card, but the base attack always shows (a +0 first-level wizard)", () => {
    const wizard = roll({}, { iteratives: [0], strengthModifier: 0 });
    expect(wizard.modifiers).toEqual([{ key: CLASSIC_ATTACK_LINE.baseAttack, value: 0, data: { attack: 1 } }]);
    expect(wizard.formula).toBe("1d20");
  });

  it("the formula is always 1d20 plus the sum of the listed lines", () => {
    const facts = fc.record({
      base: fc.integer({ min: 0, max: 20 }),
      strengthModifier: fc.integer({ min: -5, max: 10 }),
      dexterityModifier: fc.integer({ min: -5, max: 10 }),
      sizeModifier: fc.integer({ min: -8, max: 8 }),
      trainedWithWeapon: fc.boolean(),
      untrainedArmourPenalty: fc.integer({ min: -10, max: 0 }),
      kind: fc.constantFrom("melee", "ranged", "shieldBash", "meleeTouch", "rangedTouch" as const),
      stance: fc.constantFrom("normal", "reckless", "defensive" as const),
    });
    fc.assert(
      fc.property(facts, ({ base, kind, stance, ...attacker }) => {
        const plan = roll({ kind, stance }, { ...attacker, iteratives: iterativeAttacks(base) });
        expect(plan.bonus).toBe(modifierTotal(plan.modifiers));
        expect(plan.formula).toBe(withBonus("1d20", plan.bonus));
      }),
      { numRuns: runs(100) },
    );
  });
});
