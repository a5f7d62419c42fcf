/**
 * What a defence test rolls: one attribute die, one skill die and the defence proficiency. Fortify is
 * the chapter's (Boudica: strength, athletics, fortitude); Dodge and Resist follow it with their own
 * proficiency (docs/rules-notes.md, "teams — the attack in play"). Guard's +1 is a situational line.
 */
import type { Modifier } from "../../../../core/rules-types";
import type { TestChoice } from "../tests/test-roll";
import { GUARD_DEFENCE_BONUS } from "./lasting-defences";
import { TEAMS_MODIFIER } from "../combat/labels";
import type { TeamsBudget } from "./turn-budget";

export type DefenceTestId = "dodge" | "fortify" | "resist";

export const DEFENCE_TEST_CHOICES: Readonly<Record<DefenceTestId, TestChoice>> = {
  dodge: { attribute: "dexterity", skill: "acrobatics", proficiency: "reflex" },
  fortify: { attribute: "strength", skill: "athletics", proficiency: "fortitude" },
  resist: { attribute: "willpower", skill: "presence", proficiency: "resolve" },
};

/** Guard's bonus on a defence test, as the test's situational line. */
export function guardLines(budget: Pick<TeamsBudget, "guarding">): Modifier[] {
  return budget.guarding ? [{ key: TEAMS_MODIFIER.guard, value: GUARD_DEFENCE_BONUS }] : [];
}
