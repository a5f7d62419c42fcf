/** What a click on one rating starts a test from. */
import { describe, expect, it } from "vitest";
import { ATTRIBUTE_FOR_SKILL, defaultTestChoice, SKILL_FOR_ATTRIBUTE } from "../../../../../src/rulesets/teams/rules/tests/default-pairs";

describe("the test a click starts from", () => {
  it("a skill pairs with its usual attribute: medicine with intellect, no proficiency", () => {
    expect(defaultTestChoice({ skill: "medicine" })).toEqual({ attribute: "intellect", skill: "medicine", proficiency: null });
  });

  it("an attribute pairs with its usual skill: perception with awareness", () => {
    expect(defaultTestChoice({ attribute: "perception" })).toEqual({ attribute: "perception", skill: "awareness", proficiency: null });
  });

  it.each([
    ["combat", "strength"],
    ["athletics", "strength"],
    ["acrobatics", "dexterity"],
    ["awareness", "perception"],
    ["medicine", "intellect"],
    ["stealth", "dexterity"],
    ["presence", "willpower"],
  ] as const)("a click on %s tests it with %s", (skill, attribute) => {
    expect(defaultTestChoice({ skill })).toEqual({ attribute, skill, proficiency: null });
  });

  it("each attribute's skill is one that names it back", () => {
    for (const [attribute, skill] of Object.entries(SKILL_FOR_ATTRIBUTE)) expect(ATTRIBUTE_FOR_SKILL[skill]).toBe(attribute);
  });
});
