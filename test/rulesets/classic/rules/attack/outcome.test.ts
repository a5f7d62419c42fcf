import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  attackHits,
  attackOutcome,
  attackResultKey,
  CLASSIC_NATURAL_ROLLS,
  confirmationFormula,
  criticalConfirmed,
  DEFAULT_THREAT_FROM,
  hitDamage,
  type RolledAttack,
} from "../../../../../src/rulesets/classic/rules/attack/outcome";
import { CLASSIC_ATTACK_RESULT, CLASSIC_NATURAL_ROLLS_SETTING } from "../../../../../src/rulesets/classic/rules/attack/labels";
import { runs } from "../../../../support/fixed-seed";

/** A +9 swing at AC 18 with a 19–20 weapon, natural rolls as written. */
const swing = (natural: number, overrides: Partial<RolledAttack> = {}): RolledAttack => ({ natural, total: natural + 9, armourClass: 18, threatFrom: 19, naturalRolls: "asWritten", ...overrides });

describe("hitting: the total equals or exceeds the opponent's AC", () => {
  it("a total equal to the AC hits, one below misses", () => {
    expect(attackOutcome(swing(9))).toBe("hit");
    expect(attackOutcome(swing(8))).toBe("miss");
  });

  it("as written, a natural 20 that falls short misses and a natural 1 that reaches the AC hits", () => {
    expect(attackHits({ natural: 20, total: 17, armourClass: 18, naturalRolls: "asWritten" })).toBe(false);
    expect(attackHits({ natural: 1, total: 30, armourClass: 18, naturalRolls: "asWritten" })).toBe(true);
  });

  it("with automatic natural rolls, a natural 20 always hits and a natural 1 always misses", () => {
    expect(attackHits({ natural: 20, total: 17, armourClass: 18, naturalRolls: "automatic" })).toBe(true);
    expect(attackHits({ natural: 1, total: 30, armourClass: 18, naturalRolls: "automatic" })).toBe(false);
    expect(attackHits({ natural: 10, total: 17, armourClass: 18, naturalRolls: "automatic" })).toBe(false);
    expect(attackHits({ natural: 10, total: 18, armourClass: 18, naturalRolls: "automatic" })).toBe(true);
  });

  it("natural rolls are a world setting, as written by default", () => {
    expect(CLASSIC_NATURAL_ROLLS).toEqual({
      key: "classicNaturalRolls",
      name: CLASSIC_NATURAL_ROLLS_SETTING.name,
      hint: CLASSIC_NATURAL_ROLLS_SETTING.hint,
      choices: { asWritten: CLASSIC_NATURAL_ROLLS_SETTING.asWritten, automatic: CLASSIC_NATURAL_ROLLS_SETTING.automatic },
      default: "asWritten",
    });
  });
});

describe("critical threat: the natural roll in the weapon's range and the attack hits", () => {
  it("a natural 19 with a 19–20 weapon that hits is a threat; an 18 is a plain hit", () => {
    expect(attackOutcome(swing(19))).toBe("threat");
    expect(attackOutcome(swing(18))).toBe("hit");
  });

  it("a natural roll in range that misses the AC is no threat, only a miss", () => {
    expect(attackOutcome(swing(19, { total: 17 }))).toBe("miss");
  });

  it("most weapons and every spell threaten on a 20 alone", () => {
    expect(DEFAULT_THREAT_FROM).toBe(20);
    expect(attackOutcome(swing(19, { threatFrom: DEFAULT_THREAT_FROM }))).toBe("hit");
    expect(attackOutcome(swing(20, { threatFrom: DEFAULT_THREAT_FROM }))).toBe("threat");
  });

  it("confirming a critical hit: the second roll, with the same modifiers, must meet the AC too", () => {
    expect(confirmationFormula("1d20+9")).toBe("1d20+9");
    expect(criticalConfirmed({ natural: 9, total: 18, armourClass: 18, naturalRolls: "asWritten" })).toBe(true);
    expect(criticalConfirmed({ natural: 8, total: 17, armourClass: 18, naturalRolls: "asWritten" })).toBe(false);
    expect(criticalConfirmed({ natural: 20, total: 17, armourClass: 18, naturalRolls: "automatic" })).toBe(true);
  });

  it("every threat is a hit, and nothing outside the range threatens", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: -5, max: 25 }), fc.integer({ min: 5, max: 40 }), fc.integer({ min: 15, max: 20 }), fc.constantFrom("asWritten", "automatic" as const), (natural, bonus, armourClass, threatFrom, naturalRolls) => {
        const roll = { natural, total: natural + bonus, armourClass, threatFrom, naturalRolls };
        const outcome = attackOutcome(roll);
        if (outcome === "threat") expect(attackHits(roll) && natural >= threatFrom).toBe(true);
        if (natural < threatFrom) expect(outcome).not.toBe("threat");
      }),
      { numRuns: runs(200) },
    );
  });
});

describe("what the card says", () => {
  it("a miss, a hit, a threat still to confirm, a critical, and a threat that was not confirmed", () => {
    expect(attackResultKey("miss", null)).toBe(CLASSIC_ATTACK_RESULT.miss);
    expect(attackResultKey("hit", null)).toBe(CLASSIC_ATTACK_RESULT.hit);
    expect(attackResultKey("threat", null)).toBe(CLASSIC_ATTACK_RESULT.threat);
    expect(attackResultKey("threat", true)).toBe(CLASSIC_ATTACK_RESULT.critical);
    expect(attackResultKey("threat", false)).toBe(CLASSIC_ATTACK_RESULT.notConfirmed);
  });

  it("a hit deals at least 1 damage, however low the roll and its penalties", () => {
    expect(hitDamage(-2)).toBe(1);
    expect(hitDamage(0)).toBe(1);
    expect(hitDamage(7)).toBe(7);
    fc.assert(fc.property(fc.integer({ min: -50, max: 200 }), (total) => {
      expect(hitDamage(total)).toBeGreaterThanOrEqual(1);
    }), { numRuns: runs(100) });
  });
});
