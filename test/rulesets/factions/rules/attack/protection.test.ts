import { describe, expect, it } from "vitest";
import { COVER_ARMOUR, coverArmour, effectiveProtection, type ProtectionFacts } from "../../../../../src/rulesets/factions/rules/attack/protection";

const facts = (over: Partial<ProtectionFacts>): ProtectionFacts => ({ protection: "none", peeking: false, indirect: false, ...over });

describe("protection from attacks", () => {
  it("the open and cover are what they are, peeking or not", () => {
    expect(effectiveProtection(facts({}))).toBe("none");
    expect(effectiveProtection(facts({ protection: "cover", peeking: true, indirect: true }))).toBe("cover");
  });

  it("a barrier blocks the attack", () => {
    expect(effectiveProtection(facts({ protection: "barrier" }))).toBe("blocked");
  });

  it("a barrier the target peeks out from only counts as cover", () => {
    expect(effectiveProtection(facts({ protection: "barrier", peeking: true }))).toBe("cover");
  });

  it("an indirect attack arcs over a barrier, which counts as cover", () => {
    expect(effectiveProtection(facts({ protection: "barrier", indirect: true }))).toBe("cover");
  });

  it("cover adds 1 armour unless the weapon penetrates it", () => {
    expect(COVER_ARMOUR).toBe(1);
    expect(coverArmour("cover", false)).toBe(1);
    expect(coverArmour("cover", true)).toBe(0);
    expect(coverArmour("none", false)).toBe(0);
    expect(coverArmour("blocked", false)).toBe(0);
  });
});
