import { describe, expect, it } from "vitest";
import { chaseOutcome, chaseRollers, chaseStanding, type Fleer } from "../../../../../src/rulesets/factions/rules/morale/chase";

const O = "FRAY.Factions.Morale.Chase.";
const fleer = (id: string, speed: Fleer["speed"], stamina: Fleer["stamina"]): Fleer => ({ id, speed, stamina });

describe("Chases: a group AGI save, unless pace or stamina settles it", () => {
  it.each([
    ["better", "even", "outpaces"], ["even", "better", "outpaces"], ["better", "better", "outpaces"],
    ["worse", "even", "outpaced"], ["even", "worse", "outpaced"], ["worse", "worse", "outpaced"],
    ["even", "even", "save"], ["better", "worse", "save"], ["worse", "better", "save"],
  ] as const)("speed %s, stamina %s: %s", (speed, stamina, standing) => {
    expect(chaseStanding(fleer("x", speed, stamina))).toBe(standing);
  });
  it("only those neither faster nor slower roll", () => {
    expect(chaseRollers([fleer("quick", "better", "even"), fleer("a", "even", "even"), fleer("slow", "worse", "even")])).toEqual(["a"]);
  });
  it("those who pass escape, those who fail are reached; the faster escape and the slower are caught without a roll", () => {
    const fleers = [fleer("quick", "better", "even"), fleer("a", "even", "even"), fleer("b", "even", "even"), fleer("slow", "worse", "even")];
    expect(chaseOutcome(fleers, { a: true, b: false, quick: false, slow: true })).toEqual({
      ok: true,
      results: [
        { id: "quick", escapes: true, outcome: `${O}outpaces` },
        { id: "a", escapes: true, outcome: `${O}escapes` },
        { id: "b", escapes: false, outcome: `${O}caught` },
        { id: "slow", escapes: false, outcome: `${O}outpaced` },
      ],
    });
  });
  it("a fleer who had to roll and has no result is named", () => {
    expect(chaseOutcome([fleer("quick", "better", "even"), fleer("a", "even", "even")], {})).toEqual({
      ok: false, reason: { key: "FRAY.Factions.Morale.Refusal.missingSave", data: { id: "a" } },
    });
  });
});
