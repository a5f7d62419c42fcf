/**
 * The GM's dice for a test: for each set the plan asks for, the attribute die and the skill die as
 * Foundry Rolls of their own (their faces are the card's), then the luck die.
 */
import { rollDice } from "../../../../foundry/roll-dice";
import type { TestPlan, TestRolls, TestSet } from "../../rules/tests/test-roll";

export interface RolledTest extends TestRolls {
  sets: TestSet[];
  /** Every Foundry roll, in order, for the message (Dice So Nice shows them). */
  rolls: Roll[];
}

export async function rollTest(plan: TestPlan): Promise<RolledTest> {
  const rolls: Roll[] = [];
  const sets: TestSet[] = [];
  const face = async (formula: string) => {
    const rolled = await rollDice(formula);
    rolls.push(rolled.roll);
    return rolled.total;
  };
  for (let set = 0; set < plan.diceSets; set += 1) {
    sets.push({ attribute: await face(`1${plan.attributeDie}`), skill: await face(`1${plan.skillDie}`) });
  }
  const luckFace = await face(plan.luckFormula);
  return { sets, luckFace, rolls };
}
