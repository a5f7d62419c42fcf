import { describe, expect, it } from "vitest";
import { attacksWhileMoving } from "../../../../../src/rulesets/factions/rules/zones/moving";

describe("attacking while moving", () => {
  it("an archer who crossed into a zone before shooting this turn shoots while moving", () => {
    expect(attacksWhileMoving(1)).toBe(true);
  });
  it("an archer who has not left their zone yet this turn (moving after the shot is free) is standing still", () => {
    expect(attacksWhileMoving(0)).toBe(false);
  });
});
