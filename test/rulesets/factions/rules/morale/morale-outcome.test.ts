import { describe, expect, it } from "vitest";
import { moraleBreakChoices, moraleOutcome } from "../../../../../src/rulesets/factions/rules/morale/morale-outcome";

describe("the group WIT save's outcome", () => {
  it("those who pass hold (immune for the rest of the fight), those who fail break", () => {
    expect(moraleOutcome(["a", "b", "c"], { a: true, b: false, c: true })).toEqual({ ok: true, holding: ["a", "c"], breaking: ["b"] });
  });
  it("results for characters who did not roll are ignored", () => {
    expect(moraleOutcome(["a"], { a: false, z: true })).toEqual({ ok: true, holding: [], breaking: ["a"] });
  });
  it("a roller without a result is named", () => {
    expect(moraleOutcome(["a", "b"], { a: true })).toEqual({ ok: false, reason: { key: "FRAY.Factions.Morale.Refusal.missingSave", data: { id: "b" } } });
  });
  it("those who break choose to surrender or retreat", () => {
    expect(moraleBreakChoices()).toEqual([
      { choice: "surrender", label: "FRAY.Factions.Morale.Break.surrender" },
      { choice: "retreat", label: "FRAY.Factions.Morale.Break.retreat" },
    ]);
  });
});
