/** Who provokes an attack of opportunity and who may make one: the chapter's "Attack of Opportunity" and the action lists. */
import { describe, expect, it } from "vitest";
import { classicEconomy } from "../../../../../src/rulesets/classic/rules/actions/budget";
import { PROVOKES_OPPORTUNITY, provokesOpportunity, spendOpportunity } from "../../../../../src/rulesets/classic/rules/actions/opportunity";
import { CLASSIC_ACTION_REFUSAL as NO } from "../../../../../src/rulesets/classic/rules/actions/labels";

describe("what provokes an attack of opportunity", () => {
  it("leaving a threatened square provokes; a 5-foot step out of it does not", () => {
    expect(provokesOpportunity("leaveThreatenedSquare", true)).toBe(true);
    expect(provokesOpportunity("fiveFootStep", true)).toBe(false);
  });

  it("the move actions the chapter lists provoke in a threatened square", () => {
    for (const act of ["retrieveItem", "activateMotionItem", "drawWeaponStandingStill", "standOrDrop", "drinkPotion"] as const) expect(provokesOpportunity(act, true), act).toBe(true);
  });

  it("drawing while moving and drinking from a potion belt do not", () => {
    expect(provokesOpportunity("drawWeaponWhileMoving", true)).toBe(false);
    expect(provokesOpportunity("drinkPotionFromBelt", true)).toBe(false);
  });

  it("casting a spell, grappling and a ranged attack provoke; a melee touch spell and a melee attack do not", () => {
    expect(provokesOpportunity("castSpell", true)).toBe(true);
    expect(provokesOpportunity("grapple", true)).toBe(true);
    expect(provokesOpportunity("rangedAttack", true)).toBe(true);
    expect(provokesOpportunity("castMeleeTouchSpell", true)).toBe(false);
    expect(provokesOpportunity("meleeAttack", true)).toBe(false);
  });

  it("no swift or free action provokes", () => {
    expect(provokesOpportunity("swiftAction", true)).toBe(false);
    expect(provokesOpportunity("freeAction", true)).toBe(false);
  });

  it("nothing provokes away from a threatened square", () => {
    for (const act of Object.keys(PROVOKES_OPPORTUNITY) as (keyof typeof PROVOKES_OPPORTUNITY)[]) expect(provokesOpportunity(act, false), act).toBe(false);
  });
});

describe("making an attack of opportunity", () => {
  const trained = { threatens: true, opportunitiesPerRound: 1 };

  it("one a round without feats, and it spends the immediate action", () => {
    const first = spendOpportunity(classicEconomy.fresh(), trained);
    expect(first).toMatchObject({ ok: true, budget: { immediates: 1, immediateLock: "opportunity" } });
    if (!first.ok) throw new Error("refused");
    expect(spendOpportunity(first.budget, trained)).toEqual({ ok: false, reason: { key: NO.immediateSpent, data: { count: 1 } } });
  });

  it("Battle Prowess allows a second in the round", () => {
    const prowess = { threatens: true, opportunitiesPerRound: 2 };
    const first = spendOpportunity(classicEconomy.fresh(), prowess);
    if (!first.ok) throw new Error("refused");
    expect(spendOpportunity(first.budget, prowess)).toMatchObject({ ok: true, budget: { immediates: 2 } });
  });

  it("a creature untrained with its weapon threatens no square and makes none", () => {
    expect(spendOpportunity(classicEconomy.fresh(), { threatens: false, opportunitiesPerRound: 1 })).toEqual({ ok: false, reason: { key: NO.doesNotThreaten } });
  });

  it("not after a held action resolved this round", () => {
    const held = { ...classicEconomy.fresh(), immediates: 1, immediateLock: "other" as const };
    expect(spendOpportunity(classicEconomy.roundStart(held), trained)).toMatchObject({ ok: false, reason: { key: NO.immediateExclusive } });
  });
});
