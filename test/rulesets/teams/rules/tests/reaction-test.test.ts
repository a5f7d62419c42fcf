/** Fortify and Resist as tests outside an attack: what they test, what they spend, and the forced ones. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TEAMS_ECONOMY_REFUSAL as REFUSAL } from "../../../../../src/rulesets/teams/rules/actions/labels";
import { takeReaction } from "../../../../../src/rulesets/teams/rules/actions/reactions";
import { freshBudget } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";
import { isTestReaction, reactionTestChoice, reactionTestLines, takeTestReaction, TEST_REACTIONS, usualReactionTest } from "../../../../../src/rulesets/teams/rules/tests/reaction-test";
import { planTest, resolveTest } from "../../../../../src/rulesets/teams/rules/tests/test-roll";

const rested = { stamina: 3, focus: 3 };

describe("the test a reaction makes", () => {
  it("Boudica's fortify is strength + athletics + fortitude; Resist tests willpower + presence + resolve", () => {
    expect(usualReactionTest("fortify")).toEqual({ attribute: "strength", skill: "athletics", proficiency: "fortitude" });
    expect(usualReactionTest("resist")).toEqual({ attribute: "willpower", skill: "presence", proficiency: "resolve" });
  });

  it("only Fortify and Resist are tests the GM can ask for outside an attack", () => {
    expect(["fortify", "resist", "dodge", "block", "", null].filter(isTestReaction)).toEqual(["fortify", "resist"]);
  });

  it("the reaction fixes the proficiency and keeps the attribute and skill the GM named", () => {
    expect(reactionTestChoice("fortify", { attribute: "dexterity", skill: "acrobatics", proficiency: "finesse" })).toEqual({ attribute: "dexterity", skill: "acrobatics", proficiency: "fortitude" });
    expect(reactionTestChoice("resist", { attribute: "intellect", skill: "medicine", proficiency: null }).proficiency).toBe("resolve");
  });

  it("Guard's +1 is a line of the test while guarding, and meets a difficulty one higher", () => {
    const ratings = { attributes: { strength: "d6" }, skills: { athletics: "d6" }, proficiencies: { fortitude: 1 } } as never;
    const plan = planTest({ ratings, luckModifier: 0, choice: usualReactionTest("fortify"), difficulty: 8, situational: reactionTestLines(true) });
    expect(resolveTest(plan, { sets: [{ attribute: 3, skill: 3 }], luckFace: 10 })).toMatchObject({ total: 8, success: true });
    expect(reactionTestLines(false)).toEqual([]);
  });
});

describe("taking Fortify or Resist", () => {
  it("in a fight: the round's reaction and 1 stamina (Fortify) or 1 focus (Resist)", () => {
    const fortified = takeTestReaction(freshBudget(), rested, "fortify", false);
    expect(fortified).toMatchObject({ ok: true, budget: { reactionsLeft: 0 }, resources: { stamina: 2, focus: 3 }, overridden: null });
    expect(takeTestReaction(freshBudget(), rested, "resist", false)).toMatchObject({ ok: true, resources: { stamina: 3, focus: 2 } });
  });

  it("a second one before your own turn is refused, and so is one you cannot pay for", () => {
    const spent = { ...freshBudget(), reactionsLeft: 0 };
    expect(takeTestReaction(spent, rested, "fortify", false)).toEqual({ ok: false, reason: { key: REFUSAL.noReactionLeft } });
    expect(takeTestReaction(freshBudget(), { stamina: 0, focus: 3 }, "fortify", false)).toMatchObject({ ok: false, reason: { key: REFUSAL.notEnoughStamina } });
    expect(takeTestReaction(freshBudget(), { stamina: 3, focus: 0 }, "resist", false)).toMatchObject({ ok: false, reason: { key: REFUSAL.notEnoughFocus } });
  });

  it("out of a fight there is no reaction to count, only the stamina or focus", () => {
    expect(takeTestReaction(null, rested, "resist", false)).toMatchObject({ ok: true, budget: null, resources: { focus: 2 } });
    expect(takeTestReaction(null, { stamina: 0, focus: 0 }, "fortify", false)).toMatchObject({ ok: false, reason: { key: REFUSAL.notEnoughStamina } });
  });

  it("Intercept's free defensive reaction pays for a Fortify without the round's reaction", () => {
    const intercepted = takeReaction(freshBudget(), rested, "intercept", rested);
    if (!intercepted.ok) throw new Error(intercepted.reason.key);
    expect(takeTestReaction(intercepted.budget, intercepted.resources, "fortify", false)).toMatchObject({ ok: true, budget: { freeDefence: false, reactionsLeft: 0 }, cost: { free: true } });
  });

  it("forced: taken anyway, naming the rule it broke; spent without a reaction left, the stamina at 0", () => {
    const spent = { ...freshBudget(), reactionsLeft: 0 };
    expect(takeTestReaction(spent, { stamina: 0, focus: 0 }, "fortify", true)).toMatchObject({
      ok: true,
      budget: { reactionsLeft: 0 },
      resources: { stamina: 0, focus: 0 },
      overridden: { key: REFUSAL.noReactionLeft },
    });
    // After Intercept, a forced Fortify short of stamina is paid by the free defensive reaction, not the round's.
    const intercepted = { ...freshBudget(), reactionsLeft: 0, freeDefence: true };
    expect(takeTestReaction(intercepted, { stamina: 0, focus: 0 }, "fortify", true)).toMatchObject({
      ok: true,
      budget: { reactionsLeft: 0, freeDefence: false },
      cost: { free: true },
      overridden: { key: REFUSAL.notEnoughStamina },
    });
    // Short only of stamina, the reaction itself is still spent.
    expect(takeTestReaction(freshBudget(), { stamina: 0, focus: 0 }, "fortify", true)).toMatchObject({ ok: true, budget: { reactionsLeft: 0 }, overridden: { key: REFUSAL.notEnoughStamina } });
  });

  it("never leaves reactions, stamina or focus below zero, forced or not", () => {
    const count = fc.integer({ min: 0, max: 4 });
    fc.assert(
      fc.property(fc.constantFrom(...TEST_REACTIONS), count, count, count, fc.boolean(), fc.boolean(), (id, reactions, stamina, focus, inFight, force) => {
        const taken = takeTestReaction(inFight ? { ...freshBudget(), reactionsLeft: reactions } : null, { stamina, focus }, id, force);
        if (!taken.ok) return !force;
        return taken.resources.stamina >= 0 && taken.resources.focus >= 0 && (taken.budget === null || taken.budget.reactionsLeft >= 0);
      }),
    );
  });
});
