/** A defence test (Dodge, Fortify) the GM rolls for a card step: the test's own plan, Foundry rolls and resolution. */
import { animateRoll } from "../../../../foundry/dice-animation";
import { DEFENCE_TEST_CHOICES, guardLines, type DefenceTestId } from "../../rules/actions/defence-ratings";
import { planTest, resolveTest } from "../../rules/tests/test-roll";
import { rollTest } from "../tests/roll-test";
import type { CardTarget } from "./target-state";

export async function rollDefence(target: CardTarget, id: DefenceTestId, difficulty: number): Promise<{ total: number; success: boolean; rolls: Roll[] }> {
  const { data, budgeted } = target;
  const plan = planTest({ ratings: data, luckModifier: data.derived.luckModifier, choice: DEFENCE_TEST_CHOICES[id], difficulty, situational: guardLines(budgeted.budget) });
  const rolled = await rollTest(plan);
  for (const roll of rolled.rolls) animateRoll(roll);
  const outcome = resolveTest(plan, rolled);
  return { total: outcome.total, success: outcome.success === true, rolls: rolled.rolls };
}
