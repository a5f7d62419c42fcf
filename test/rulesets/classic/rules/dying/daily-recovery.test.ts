/** The chapter's "Basics": HP recover at Constitution modifier × Hit Dice a day (at least 1 × Hit Dice), non-lethal damage five times as fast. */
import { describe, expect, it } from "vitest";
import { afterRest, hpRecoveredPerDay, nonLethalRecoveredPerDay } from "../../../../../src/rulesets/classic/rules/dying/daily-recovery";

describe("daily recovery", () => {
  it("Constitution modifier × Hit Dice HP a day", () => {
    expect(hpRecoveredPerDay({ hitDice: 4, constitutionModifier: 3 })).toBe(12);
  });

  it("a zero or negative Constitution modifier counts as 1", () => {
    expect(hpRecoveredPerDay({ hitDice: 4, constitutionModifier: 0 })).toBe(4);
    expect(hpRecoveredPerDay({ hitDice: 4, constitutionModifier: -2 })).toBe(4);
  });

  it("non-lethal damage recovers five times as fast", () => {
    expect(nonLethalRecoveredPerDay({ hitDice: 4, constitutionModifier: 3 })).toBe(60);
  });

  it("a day of rest heals up to the maximum and sheds non-lethal damage down to 0", () => {
    const creature = { hitDice: 2, constitutionModifier: 1 };
    expect(afterRest(3, 20, 12, creature)).toEqual({ hp: 5, nonLethal: 2 });
    expect(afterRest(19, 20, 5, creature)).toEqual({ hp: 20, nonLethal: 0 });
    expect(afterRest(3, 20, 30, creature, 3)).toEqual({ hp: 9, nonLethal: 0 });
  });
});
