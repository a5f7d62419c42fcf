/** Which rulesets and turn structures a world's settings may name, and the structure a world runs. */
import { describe, expect, it } from "vitest";
import { effectiveTurnStructure, isRulesetId, isTurnStructureId, RULESET_IDS } from "../../../src/core/rulesets";
import { refuse } from "../../../src/core/rules-types";

describe("the ruleset setting", () => {
  it("offers the five rulebooks, in the settings' order", () => {
    expect(RULESET_IDS).toEqual(["sides", "teams", "classic", "declared", "factions"]);
  });
  it("accepts each of them and nothing else", () => {
    for (const id of RULESET_IDS) expect(isRulesetId(id)).toBe(true);
    for (const value of ["quiet", "", "Sides", 1, null, undefined]) expect(isRulesetId(value)).toBe(false);
  });
});

describe("the turn structure setting", () => {
  it("accepts the five structures and nothing else", () => {
    for (const id of ["sideInitiative", "alternatingTeams", "individual", "declared", "factions"]) expect(isTurnStructureId(id)).toBe(true);
    for (const value of ["ruleset", "", 3, null]) expect(isTurnStructureId(value)).toBe(false);
  });
  it("left to the ruleset, runs the ruleset's own; chosen, runs the choice", () => {
    expect(effectiveTurnStructure({ turnStructure: "alternatingTeams" }, "ruleset")).toBe("alternatingTeams");
    expect(effectiveTurnStructure({ turnStructure: "alternatingTeams" }, "declared")).toBe("declared");
  });
});

describe("a refusal", () => {
  it("carries the reason's key, and its placeholders only when it has some", () => {
    expect(refuse("FRAY.Turns.Refusal.GMOnly")).toStrictEqual({ ok: false, reason: { key: "FRAY.Turns.Refusal.GMOnly" } });
    expect(refuse("FRAY.Turns.Refusal.NotYourTurn", { id: "Maren" })).toStrictEqual({ ok: false, reason: { key: "FRAY.Turns.Refusal.NotYourTurn", data: { id: "Maren" } } });
  });
});
