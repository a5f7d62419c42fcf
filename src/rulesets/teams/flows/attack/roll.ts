/**
 * The GM's dice for an attack, as Foundry Rolls (Dice So Nice shows them): for each set the plan asks
 * for, the attribute die and the combat skill die; the luck die; and when the luck strays the attack,
 * the 1d(candidates) that picks where it goes. The test's own roller (flows/tests) rolls the sets.
 */
import { rollDice } from "../../../../foundry/roll-dice";
import { resolvePlannedAttack, type RolledSet } from "../../rules/combat/attack-outcome";
import type { AttackPlan } from "../../rules/combat/attack-plan";
import type { TeamsDie } from "../../rules/derived/dice";
import { planTestDice } from "../../rules/tests/test-roll";
import { rollTest } from "../tests/roll-test";

export interface RolledAttack {
  rolls: { sets: RolledSet[]; luckFace: number; strayFace: number | null };
  foundryRolls: Roll[];
}

export async function rollAttack(plan: AttackPlan, dice: { attributeDie: TeamsDie; combatSkillDie: TeamsDie }): Promise<RolledAttack> {
  const test = planTestDice({
    choice: { attribute: "strength", skill: "combat", proficiency: null },
    attributeDie: dice.attributeDie,
    skillDie: dice.combatSkillDie,
    proficiency: 0,
    luckModifier: plan.luckModifier,
    advantage: plan.advantage,
    difficulty: null,
  });
  const rolled = await rollTest(test);
  const sets = rolled.sets.map((set) => ({ attribute: set.attribute, combatSkill: set.skill }));
  const first = resolvePlannedAttack(plan, { sets, luckFace: rolled.luckFace });
  if (first.kind !== "needsStrayRoll") return { rolls: { sets, luckFace: rolled.luckFace, strayFace: null }, foundryRolls: rolled.rolls };
  const stray = await rollDice(`1d${first.die}`);
  return { rolls: { sets, luckFace: rolled.luckFace, strayFace: stray.total }, foundryRolls: [...rolled.rolls, stray.roll] };
}
