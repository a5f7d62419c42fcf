import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { keptDiceTotal } from "../../../../../src/rulesets/teams/rules/combat/advantage";
import { multipleAttackPenalty } from "../../../../../src/rulesets/teams/rules/combat/attack-test";
import { healthLossConsequence } from "../../../../../src/rulesets/teams/rules/combat/consciousness";
import { cheatDeath } from "../../../../../src/rulesets/teams/rules/combat/death";
import { takeDamage } from "../../../../../src/rulesets/teams/rules/combat/harm";
import { resolveAttack } from "../../../../../src/rulesets/teams/rules/combat/resolve-attack";
import { defencesAgainstAttacker, sizeShift } from "../../../../../src/rulesets/teams/rules/combat/size";

const small = fc.integer({ min: -5, max: 40 });
const pool = fc.integer({ min: 1, max: 40 }).chain((max) => fc.record({ value: fc.integer({ min: 0, max }), max: fc.constant(max) }));
const weapon = fc.record({ damage: fc.integer({ min: 0, max: 12 }), criticalDamage: fc.integer({ min: 0, max: 20 }), criticalThreshold: fc.integer({ min: 2, max: 20 }) });

describe("teams combat invariants", () => {
  it("a hit always deals at least 1 damage, and a critical luck roll always hits", () => {
    fc.assert(
      fc.property(small, fc.integer({ min: 0, max: 24 }), weapon, small, fc.integer({ min: 0, max: 30 }), (testTotal, luckRoll, w, evasion, reduction) => {
        const result = resolveAttack({ testTotal, luckRoll, weapon: w, evasion, reduction });
        if (luckRoll >= w.criticalThreshold) expect(result.hit).toBe(true);
        if (result.hit) expect(result.taken).toBeGreaterThanOrEqual(1);
        else expect(testTotal).toBeLessThan(evasion);
      }),
      { numRuns: runs(300) },
    );
  });

  it("damage never takes endurance or health below zero, and every point lands somewhere until both are empty", () => {
    fc.assert(
      fc.property(pool, pool, fc.integer({ min: 0, max: 100 }), (endurance, health, amount) => {
        const taken = takeDamage({ endurance, health }, amount);
        expect(taken.endurance.value).toBeGreaterThanOrEqual(0);
        expect(taken.health.value).toBeGreaterThanOrEqual(0);
        expect(taken.toEndurance + taken.toHealth).toBe(amount);
        expect(endurance.value - taken.endurance.value).toBe(taken.toEndurance);
        expect(health.value - taken.health.value).toBe(Math.min(health.value, taken.toHealth));
      }),
      { numRuns: runs(300) },
    );
  });

  it("health reaching zero always knocks out, and only lethal damage beyond what was left risks death", () => {
    fc.assert(
      fc.property(pool, pool, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 10 }), fc.boolean(), (endurance, health, amount, constitution, nonlethal) => {
        const taken = takeDamage({ endurance, health }, amount);
        const consequence = healthLossConsequence({ taken, constitution, nonlethal });
        if (taken.toHealth > 0 && taken.health.value === 0) expect(consequence.kind).toBe("unconscious");
        if (consequence.kind === "unconscious" && consequence.risksDeath) expect(taken.toHealth).toBeGreaterThan(taken.healthBefore);
      }),
      { numRuns: runs(300) },
    );
  });

  it("the death difficulty never falls", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 30 }), fc.integer({ min: 10, max: 60 }), (luck, difficulty) => {
        expect(cheatDeath(luck, difficulty).difficulty).toBeGreaterThanOrEqual(difficulty);
      }),
      { numRuns: runs(200) },
    );
  });

  it("the multiple attack penalty is never a bonus and grows by 2 an attack", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (earlier) => {
        expect(multipleAttackPenalty(earlier)).toBeLessThanOrEqual(0);
        expect(multipleAttackPenalty(earlier + 1) - multipleAttackPenalty(earlier)).toBe(-2);
      }),
      { numRuns: runs(100) },
    );
  });

  it("advantage never keeps less than a plain test, disadvantage never more", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2, max: 24 }), { minLength: 3, maxLength: 3 }), (sets) => {
        expect(keptDiceTotal(sets, 1)).toBeGreaterThanOrEqual(keptDiceTotal(sets, 0));
        expect(keptDiceTotal(sets, 2)).toBeGreaterThanOrEqual(keptDiceTotal(sets, 1));
        expect(keptDiceTotal(sets, -1)).toBeLessThanOrEqual(keptDiceTotal(sets, 0));
      }),
      { numRuns: runs(200) },
    );
  });

  it("size shifts are mirror images, and shifted defences never go below zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), (a, b, evasion, deflection) => {
        const there = sizeShift(a, b);
        const back = sizeShift(b, a);
        expect(there.evasion + back.evasion).toBe(0);
        expect(there.evasion + there.deflection).toBe(0);
        const shifted = defencesAgainstAttacker({ evasion, deflection }, a, b);
        expect(Math.min(shifted.evasion, shifted.deflection)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: runs(200) },
    );
  });
});
