import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AOO_DAMAGE_PENALTY, opposedWinner, planOpposedRoll } from "../../../../../src/rulesets/classic/rules/maneuvers/opposed-roll";
import { CLASSIC_MANEUVER_LINE as L } from "../../../../../src/rulesets/classic/rules/maneuvers/labels";
import { runs } from "../../../../support/fixed-seed";

describe("opposed rolls", () => {
  it("the higher total wins, either side", () => {
    expect(opposedWinner(15, 14)).toBe("aggressor");
    expect(opposedWinner(14, 15)).toBe("defender");
  });

  it("a tie is rolled again until settled", () => {
    expect(opposedWinner(12, 12)).toBe("reroll");
  });

  it("is never a tie-winner: swapping the sides swaps the winner", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 60 }), fc.integer({ min: -20, max: 60 }), (a, d) => {
        const there = opposedWinner(a, d);
        const back = opposedWinner(d, a);
        expect(there === "reroll").toBe(a === d);
        if (there === "aggressor") expect(back).toBe("defender");
        if (there === "defender") expect(back).toBe("aggressor");
      }),
      { numRuns: runs(100) },
    );
  });
});

describe("planning the opposed roll", () => {
  const medium = { modifier: 3, size: "medium" as const };

  it("a Large aggressor adds its size to a Strength roll and a Small defender takes its own", () => {
    const plan = planOpposedRoll({ aggressor: { modifier: 4, size: "large" }, defender: { modifier: 1, size: "small" }, sizeApplies: true, aggressorTookAooDamage: false });
    expect(plan.aggressor).toEqual({ lines: [{ key: L.modifier, value: 4 }, { key: L.size, value: 1 }], formula: "1d20+5" });
    expect(plan.defender).toEqual({ lines: [{ key: L.modifier, value: 1 }, { key: L.size, value: -1 }], formula: "1d20" });
  });

  it("Medium adds no size line", () => {
    const plan = planOpposedRoll({ aggressor: medium, defender: medium, sizeApplies: true, aggressorTookAooDamage: false });
    expect(plan.aggressor.lines).toEqual([{ key: L.modifier, value: 3 }]);
    expect(plan.defender.formula).toBe("1d20+3");
  });

  it("a roll without size (a grapple, whose modifier holds its size) lists none even for a Huge creature", () => {
    const plan = planOpposedRoll({ aggressor: { modifier: 9, size: "huge" }, defender: { modifier: 2, size: "tiny" }, sizeApplies: false, aggressorTookAooDamage: false });
    expect(plan.aggressor).toEqual({ lines: [{ key: L.modifier, value: 9 }], formula: "1d20+9" });
    expect(plan.defender).toEqual({ lines: [{ key: L.modifier, value: 2 }], formula: "1d20+2" });
  });

  it("a damaging Attack of Opportunity costs the aggressor −4 on the roll that follows, never the defender", () => {
    expect(AOO_DAMAGE_PENALTY).toBe(-4);
    const plan = planOpposedRoll({ aggressor: medium, defender: medium, sizeApplies: true, aggressorTookAooDamage: true });
    expect(plan.aggressor).toEqual({ lines: [{ key: L.modifier, value: 3 }, { key: L.attackOfOpportunity, value: -4 }], formula: "1d20-1" });
    expect(plan.defender.lines).toEqual([{ key: L.modifier, value: 3 }]);
  });
});
