import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { formulaMax, formulaMin } from "../../../../../src/core/dice/formula";
import { moraleCheck } from "../../../../../src/rulesets/declared/rules/morale/morale-check";
import { moraleOutcome } from "../../../../../src/rulesets/declared/rules/morale/morale-outcome";

const roller = fc.record({
  maxWoundPoints: fc.integer({ min: 1, max: 25 }),
  biggestWound: fc.integer({ min: 0, max: 30 }),
  allies: fc.integer({ min: 0, max: 12 }),
  opponents: fc.integer({ min: 0, max: 12 }),
  intimidation: fc.option(fc.integer({ min: 1, max: 40 })),
  insightModifier: fc.integer({ min: -5, max: 5 }),
  hitDice: fc.integer({ min: 0, max: 15 }),
});

describe("morale checks", () => {
  it("roll 3d6 plus exactly the lines shown", () => {
    fc.assert(
      fc.property(roller, (m) => {
        const check = moraleCheck(m);
        const bonus = m.insightModifier + m.hitDice + m.allies;
        expect([formulaMin(check.formula), formulaMax(check.formula)]).toEqual([3 + bonus, 18 + bonus]);
      }),
      { numRuns: runs(200) },
    );
  });

  it("hold exactly when the total meets the TN, never when the outcome is obvious", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 50 }), fc.integer({ min: -10, max: 60 }), (tn, total) => {
        expect(moraleOutcome(tn, { obvious: false, total }).holds).toBe(total >= tn);
        expect(moraleOutcome(tn, { obvious: true }).holds).toBe(false);
      }),
      { numRuns: runs(200) },
    );
  });

  it("more allies never make a check harder, more opponents never easier", () => {
    fc.assert(
      fc.property(roller, (m) => {
        const base = moraleCheck(m);
        const margin = (c: ReturnType<typeof moraleCheck>) => formulaMin(c.formula) - c.tn;
        expect(margin(moraleCheck({ ...m, allies: m.allies + 1 }))).toBeGreaterThanOrEqual(margin(base));
        expect(margin(moraleCheck({ ...m, opponents: m.opponents + 1 }))).toBeLessThanOrEqual(margin(base));
      }),
      { numRuns: runs(200) },
    );
  });
});
