import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { isUnconscious, knockedOutByNonLethal } from "../../../../../src/rulesets/classic/rules/character/health";

describe("hit points and non-lethal damage", () => {
  it("NLD equal to current HP knocks the character out; one less does not", () => {
    expect(isUnconscious({ hp: 12, nld: 12 })).toBe(true);
    expect(isUnconscious({ hp: 12, nld: 11 })).toBe(false);
    expect(isUnconscious({ hp: 12, nld: 20 })).toBe(true);
    expect(knockedOutByNonLethal({ hp: 12, nld: 12 })).toBe(true);
    expect(knockedOutByNonLethal({ hp: 12, nld: 11 })).toBe(false);
  });

  it("at 0 HP the character is unconscious even without NLD, and it is the wound, not the NLD, that keeps it down", () => {
    expect(isUnconscious({ hp: 0, nld: 0 })).toBe(true);
    expect(isUnconscious({ hp: 1, nld: 0 })).toBe(false);
    expect(isUnconscious({ hp: -3, nld: 0 })).toBe(true);
    expect(knockedOutByNonLethal({ hp: 0, nld: 0 })).toBe(false);
    expect(knockedOutByNonLethal({ hp: 0, nld: 5 })).toBe(false);
  });

  it("more NLD never wakes anyone, and more HP never knocks anyone out", () => {
    const small = fc.integer({ min: -20, max: 100 });
    fc.assert(
      fc.property(small, fc.integer({ min: 0, max: 100 }), fc.nat(20), (hp, nld, extra) => {
        if (isUnconscious({ hp, nld })) expect(isUnconscious({ hp, nld: nld + extra })).toBe(true);
        if (!isUnconscious({ hp, nld })) expect(isUnconscious({ hp: hp + extra, nld })).toBe(false);
      }),
      { numRuns: runs(100) },
    );
  });
});
