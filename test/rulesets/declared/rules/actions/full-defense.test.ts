import { describe, expect, it } from "vitest";
import { declaredDefenseLines, declaredRoundSpeed } from "../../../../../src/rulesets/declared/rules/actions/full-defense";
import { DECLARED_ACTION_LINE as L } from "../../../../../src/rulesets/declared/rules/actions/labels";

describe("full defense for the rest of the round", () => {
  it("adds +4 to Defense, on a line of its own", () => {
    expect(declaredDefenseLines("fullDefense")).toEqual([{ key: L.fullDefenseDefense, value: 4 }]);
  });

  it.each(["attack:sword", "defensiveAttack", "defensiveAttack:sword", "none", null])("%j adds nothing to Defense", (id) => {
    expect(declaredDefenseLines(id)).toEqual([]);
  });

  it("halves its Speed, rounded down to whole yards", () => {
    expect(declaredRoundSpeed(12, "fullDefense")).toBe(6);
    expect(declaredRoundSpeed(9, "fullDefense")).toBe(4);
  });

  it("leaves the Speed of any other declaration whole", () => {
    expect(declaredRoundSpeed(9, "attack:sword")).toBe(9);
    expect(declaredRoundSpeed(9, null)).toBe(9);
  });
});
