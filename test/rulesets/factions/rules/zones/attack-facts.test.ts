import { describe, expect, it } from "vitest";
import { attackZoneFacts } from "../../../../../src/rulesets/factions/rules/zones/attack-facts";
import { keep } from "./zone-fixture";

describe("what the zones tell the attack dialog", () => {
  it("a target in the attacker's zone is nearby; one in the next zone is not", () => {
    expect(attackZoneFacts("balthasar", "sybilla", false, 0, keep)).toEqual({ nearby: true, band: null });
    expect(attackZoneFacts("balthasar", "bandit", false, 0, keep)).toEqual({ nearby: false, band: null });
  });
  it("a ranged weapon measures the target against its range: within half, beyond half, out of range", () => {
    expect(attackZoneFacts("balthasar", "bandit", true, 2, keep)).toEqual({ nearby: false, band: "withinHalf" });
    expect(attackZoneFacts("balthasar", "leader", true, 2, keep)).toEqual({ nearby: false, band: "beyondHalf" });
    expect(attackZoneFacts("balthasar", "leader", true, 1, keep)).toEqual({ nearby: false, band: "outOfRange" });
  });
  it("a token in no zone, or no zones drawn: the map cannot tell, the attacker says", () => {
    expect(attackZoneFacts("balthasar", "stray", true, 2, keep)).toEqual({ nearby: null, band: null });
    expect(attackZoneFacts("stray", "balthasar", false, 2, keep)).toEqual({ nearby: null, band: null });
    expect(attackZoneFacts("balthasar", "bandit", true, 2, null)).toEqual({ nearby: null, band: null });
  });
});
