import { describe, expect, it } from "vitest";
import { classicEconomy } from "../../../../../src/rulesets/classic/rules/actions/budget";
import { refundAttack, refundOpportunity } from "../../../../../src/rulesets/classic/rules/actions/refund";

const fresh = classicEconomy.fresh();

describe("an undone attack gives its action back", () => {
  it("the second of two attacks: one attack stays spent, the standard stays on attacks", () => {
    expect(refundAttack({ ...fresh, standard: "attacks", attacks: 2 })).toEqual({ ...fresh, standard: "attacks", attacks: 1 });
  });

  it("the only attack: the standard is free again", () => {
    expect(refundAttack({ ...fresh, standard: "attacks", attacks: 1 })).toEqual(fresh);
  });

  it("nothing spent stays nothing spent", () => {
    expect(refundAttack(fresh)).toEqual(fresh);
  });

  it("an attack of opportunity: the immediate comes back and its exclusivity lifts with the last one", () => {
    expect(refundOpportunity({ ...fresh, immediates: 1, immediateLock: "opportunity" })).toEqual(fresh);
    expect(refundOpportunity({ ...fresh, immediates: 2, immediateLock: "opportunity" })).toEqual({ ...fresh, immediates: 1, immediateLock: "opportunity" });
    expect(refundOpportunity(fresh)).toEqual(fresh);
  });
});
