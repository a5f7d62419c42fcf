/** A shattered item is broken (docs/rules-notes.md, classic — advanced combat maneuvers in play): no attack, no AC. */
import { describe, expect, it } from "vitest";
import { CLASSIC_BROKEN_REFUSAL, isBrokenItem, mayAttackWith, protectingItems } from "../../../../../src/rulesets/classic/rules/character/broken-items";

describe("a broken item in a classic fight", () => {
  it("only fray's broken flag set to true marks an item broken; a repaired or unmarked one is whole", () => {
    expect(isBrokenItem({ fray: { broken: true } })).toBe(true);
    expect([isBrokenItem({ fray: { broken: false } }), isBrokenItem({ fray: {} }), isBrokenItem({}), isBrokenItem(undefined), isBrokenItem(null)]).toEqual([false, false, false, false, false]);
    expect([isBrokenItem({ fray: { broken: "yes" } }), isBrokenItem({ other: { broken: true } }), isBrokenItem({ fray: null })]).toEqual([false, false, false]);
  });

  it("a shattered longsword cannot attack, and the refusal names it; a whole one can", () => {
    expect(mayAttackWith({ name: "Longsword", broken: true })).toEqual({ ok: false, reason: { key: CLASSIC_BROKEN_REFUSAL.cannotAttack, data: { item: "Longsword" } } });
    expect(mayAttackWith({ name: "Longsword", broken: false })).toEqual({ ok: true });
  });

  it("a broken heavy shield and a broken breastplate give no AC; the whole buckler still does", () => {
    const shield = { name: "Heavy shield", flags: { fray: { broken: true } } };
    const breastplate = { name: "Breastplate", flags: { fray: { broken: true } } };
    const buckler = { name: "Buckler", flags: {} };
    expect(protectingItems([shield, breastplate, buckler])).toEqual([buckler]);
  });
});
