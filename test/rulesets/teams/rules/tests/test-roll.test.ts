/** A test outside an attack: attribute die + skill die + proficiency, the luck die's +4, advantage, a difficulty met. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planTest, resolveTest, type TestPlanInput } from "../../../../../src/rulesets/teams/rules/tests/test-roll";
import { TEAMS_TEST_LINE } from "../../../../../src/rulesets/teams/rules/tests/labels";
import { ratings } from "../combat/attack-support";

/** Clementine: intellect d8, medicine d6, fortitude 2. */
const clementine = (() => {
  const base = ratings({ intellect: "d8" }, { fortitude: 2 });
  return { ...base, skills: { ...base.skills, medicine: "d6" as const } };
})();

const input = (overrides: Partial<TestPlanInput> = {}): TestPlanInput => ({
  ratings: clementine,
  luckModifier: 0,
  choice: { attribute: "intellect", skill: "medicine", proficiency: "fortitude" },
  difficulty: 10,
  ...overrides,
});

describe("a teams test", () => {
  it("is written as the chapter writes it: one attribute die, one skill die and the proficiency", () => {
    const plan = planTest(input());
    expect(plan.testFormula).toBe("1d8+1d6+2");
    expect(plan.setFormula).toBe("1d8+1d6");
    expect(plan.diceSets).toBe(1);
  });

  it("without a proficiency it is written as the two dice alone", () => {
    const plan = planTest(input({ choice: { attribute: "intellect", skill: "medicine", proficiency: null } }));
    expect(plan).toMatchObject({ testFormula: "1d8+1d6", setFormula: "1d8+1d6", proficiency: 0 });
  });

  it("the card names each die with its rating and the proficiency by name: intellect d8 rolled 5, medicine d6 rolled 3, fortitude +2", () => {
    const outcome = resolveTest(planTest(input()), { sets: [{ attribute: 5, skill: 3 }], luckFace: 12 });
    expect(outcome.modifiers).toEqual([
      { key: TEAMS_TEST_LINE.attribute, value: 5, data: { name: "intellect", die: "d8" } },
      { key: TEAMS_TEST_LINE.skill, value: 3, data: { name: "medicine", die: "d6" } },
      { key: TEAMS_TEST_LINE.proficiency, value: 2, data: { name: "fortitude" } },
    ]);
  });

  it("a proficiency rated +0 adds no line to the card", () => {
    const outcome = resolveTest(planTest(input({ choice: { attribute: "intellect", skill: "medicine", proficiency: "resolve" } })), { sets: [{ attribute: 5, skill: 3 }], luckFace: 12 });
    expect(outcome.modifiers.map((line) => line.key)).toEqual([TEAMS_TEST_LINE.attribute, TEAMS_TEST_LINE.skill]);
    expect(outcome.total).toBe(8);
  });

  it("meeting the difficulty succeeds: 5 + 3 + 2 = 10 against 10", () => {
    const outcome = resolveTest(planTest(input()), { sets: [{ attribute: 5, skill: 3 }], luckFace: 12 });
    expect(outcome.total).toBe(10);
    expect(outcome.success).toBe(true);
    expect(outcome.modifiers.map((line) => line.key)).toEqual([TEAMS_TEST_LINE.attribute, TEAMS_TEST_LINE.skill, TEAMS_TEST_LINE.proficiency]);
  });

  it("one short of the difficulty fails", () => {
    expect(resolveTest(planTest(input()), { sets: [{ attribute: 4, skill: 3 }], luckFace: 12 }).success).toBe(false);
  });

  it("a luck roll of 20 adds +4 and says so on the card; 19 adds nothing", () => {
    const plan = planTest(input());
    const lucky = resolveTest(plan, { sets: [{ attribute: 1, skill: 1 }], luckFace: 20 });
    expect(lucky.total).toBe(1 + 1 + 2 + 4);
    expect(lucky.lucky).toBe(true);
    expect(lucky.modifiers.at(-1)).toEqual({ key: TEAMS_TEST_LINE.luck, value: 4, data: { roll: 20 } });
    expect(resolveTest(plan, { sets: [{ attribute: 1, skill: 1 }], luckFace: 19 })).toMatchObject({ total: 4, lucky: false });
  });

  it("the luck modifier counts towards 20: a face of 18 with luck +2 is lucky", () => {
    const outcome = resolveTest(planTest(input({ luckModifier: 2 })), { sets: [{ attribute: 1, skill: 1 }], luckFace: 18 });
    expect(outcome.luckRoll).toBe(20);
    expect(outcome.lucky).toBe(true);
  });

  it("advantage rolls two sets and keeps the best; disadvantage the worst", () => {
    const sets = [{ attribute: 2, skill: 1 }, { attribute: 6, skill: 4 }];
    const advantage = planTest(input({ advantage: 1 }));
    expect(advantage.diceSets).toBe(2);
    const kept = resolveTest(advantage, { sets, luckFace: 3 });
    expect(kept.keptSet).toBe(1);
    expect(kept.total).toBe(12);
    expect(resolveTest(planTest(input({ advantage: -1 })), { sets, luckFace: 3 }).total).toBe(5);
  });

  it("advantage keeps the set with the higher sum of its two dice: 3 + 3 beats 4 + 1", () => {
    const kept = resolveTest(planTest(input({ advantage: 1 })), { sets: [{ attribute: 4, skill: 1 }, { attribute: 3, skill: 3 }], luckFace: 3 });
    expect(kept).toMatchObject({ keptSet: 1, total: 3 + 3 + 2 });
  });

  it("no proficiency and no difficulty: only the dice, and no verdict", () => {
    const outcome = resolveTest(planTest(input({ choice: { attribute: "intellect", skill: "medicine", proficiency: null }, difficulty: null })), { sets: [{ attribute: 3, skill: 3 }], luckFace: 2 });
    expect(outcome.total).toBe(6);
    expect(outcome.success).toBeNull();
    expect(outcome.modifiers).toHaveLength(2);
  });

  it("the total is always the sum of its card lines, and success is exactly total ≥ difficulty", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 25 }), (a, s, luck, difficulty) => {
        const outcome = resolveTest(planTest(input({ difficulty })), { sets: [{ attribute: a, skill: s }], luckFace: luck });
        expect(outcome.total).toBe(outcome.modifiers.reduce((sum, line) => sum + line.value, 0));
        expect(outcome.success).toBe(outcome.total >= difficulty);
      }),
    );
  });
});
