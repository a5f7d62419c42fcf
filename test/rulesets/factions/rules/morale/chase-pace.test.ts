import { describe, expect, it } from "vitest";
import { chaseRollers, chaseStanding } from "../../../../../src/rulesets/factions/rules/morale/chase";
import { CHASE_PACES, fleersOf } from "../../../../../src/rulesets/factions/rules/morale/chase-pace";

describe("the GM's call per fleeing character in a long chase", () => {
  it("faster escapes without a save, slower cannot escape, even rolls the group AGI save", () => {
    const fleers = fleersOf([
      { id: "hare", pace: "faster" },
      { id: "ox", pace: "slower" },
      { id: "man", pace: "even" },
    ]);
    expect(fleers).toEqual([
      { id: "hare", speed: "better", stamina: "even" },
      { id: "ox", speed: "worse", stamina: "even" },
      { id: "man", speed: "even", stamina: "even" },
    ]);
    expect(fleers.map(chaseStanding)).toEqual(["outpaces", "outpaced", "save"]);
    expect(chaseRollers(fleers)).toEqual(["man"]);
  });

  it("one who stays does not flee", () => {
    expect(fleersOf([{ id: "guard", pace: "stays" }])).toEqual([]);
  });

  it("the four calls, in the order the card offers them", () => {
    expect(CHASE_PACES).toEqual(["stays", "faster", "even", "slower"]);
  });
});
