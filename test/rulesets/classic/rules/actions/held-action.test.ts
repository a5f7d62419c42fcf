/** The chapter's Held Action: resolving it uses the round's immediate action and follows Immediate Action Exclusivity. */
import { describe, expect, it } from "vitest";
import { classicEconomy } from "../../../../../src/rulesets/classic/rules/actions/budget";
import { resolveHeldAction } from "../../../../../src/rulesets/classic/rules/actions/held-action";
import { CLASSIC_ACTION_REFUSAL as NO, CLASSIC_IMMEDIATE_KIND } from "../../../../../src/rulesets/classic/rules/actions/labels";

const fresh = classicEconomy.fresh();

describe("resolving a held action", () => {
  it("spends the immediate action of the other kind and locks attacks of opportunity and counterspells", () => {
    expect(resolveHeldAction(fresh)).toEqual({ ok: true, state: { ...fresh, immediates: 1, immediateLock: "other" } });
  });

  it("is refused once the round's immediate action was used", () => {
    expect(resolveHeldAction({ ...fresh, immediates: 1, immediateLock: "other" })).toEqual({ ok: false, reason: { key: NO.immediateSpent, data: { count: 1 } } });
  });

  it("is refused after an attack of opportunity, naming it, until the holder's next turn", () => {
    const afterOpportunity = { ...fresh, immediates: 1, immediateLock: "opportunity" as const };
    expect(resolveHeldAction(afterOpportunity)).toEqual({ ok: false, reason: { key: NO.immediateExclusive, data: { kind: CLASSIC_IMMEDIATE_KIND.opportunity } } });
  });
});
