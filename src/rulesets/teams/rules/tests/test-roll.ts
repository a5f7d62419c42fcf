/**
 * A test outside an attack: one attribute die + one skill die + one proficiency, plus what the luck die
 * adds (+4 on a luck roll of 20 or more), against a difficulty; meeting it succeeds. Advantage rolls
 * the two dice again per level and keeps the best set (disadvantage the worst), as on an attack.
 */
import type { Modifier } from "../../../../core/rules-types";
import { keptSetIndex, diceSetsToRoll } from "../combat/advantage";
import type { TeamsActorRatings } from "../derived";
import { testFormula, type TeamsDie } from "../derived/dice";
import { LUCK_DIE, luckRoll, luckTestBonus } from "../derived/luck";
import type { TeamsAttribute, TeamsProficiency, TeamsSkill } from "../derived/traits";
import { TEAMS_TEST_LINE } from "./labels";

export interface TestChoice {
  attribute: TeamsAttribute;
  skill: TeamsSkill;
  /** No proficiency adds nothing. */
  proficiency: TeamsProficiency | null;
}

export interface TestPlanInput {
  ratings: Pick<TeamsActorRatings, "attributes" | "skills" | "proficiencies">;
  luckModifier: number;
  choice: TestChoice;
  /** Net advantage level (rules/combat/advantage.ts advantageLevel); 0 when omitted. */
  advantage?: number;
  /** What the test must meet; null when the GM only wants the number. */
  difficulty: number | null;
  /** Lines the shell adds (Guard's +1 on a defence test …), each already signed. */
  situational?: readonly Modifier[];
}

export interface TestPlan {
  choice: TestChoice;
  attributeDie: TeamsDie;
  skillDie: TeamsDie;
  /** The test as the chapter writes it ("d8+d6+1"), before advantage. */
  testFormula: string;
  /** One set of the attribute and skill dice, rolled `diceSets` times. */
  setFormula: string;
  diceSets: number;
  advantage: number;
  proficiency: number;
  situational: Modifier[];
  luckFormula: string;
  luckModifier: number;
  difficulty: number | null;
}

/** What a test is made of once the dice are known: what the card's record keeps. */
export interface TestDice {
  choice: TestChoice;
  attributeDie: TeamsDie;
  skillDie: TeamsDie;
  /** The chosen proficiency's bonus. */
  proficiency: number;
  luckModifier: number;
  advantage: number;
  difficulty: number | null;
  situational?: readonly Modifier[];
}

export function planTest(input: TestPlanInput): TestPlan {
  const { ratings, choice } = input;
  return planTestDice({
    choice,
    attributeDie: ratings.attributes[choice.attribute],
    skillDie: ratings.skills[choice.skill],
    proficiency: choice.proficiency === null ? 0 : ratings.proficiencies[choice.proficiency],
    luckModifier: input.luckModifier,
    advantage: input.advantage ?? 0,
    difficulty: input.difficulty,
    situational: input.situational,
  });
}

export function planTestDice(dice: TestDice): TestPlan {
  const advantage = Math.trunc(dice.advantage);
  return {
    choice: dice.choice,
    attributeDie: dice.attributeDie,
    skillDie: dice.skillDie,
    testFormula: testFormula([dice.attributeDie, dice.skillDie], dice.proficiency),
    setFormula: testFormula([dice.attributeDie, dice.skillDie], 0),
    diceSets: diceSetsToRoll(advantage),
    advantage,
    proficiency: dice.proficiency,
    situational: [...(dice.situational ?? [])],
    luckFormula: LUCK_DIE,
    luckModifier: dice.luckModifier,
    difficulty: dice.difficulty,
  };
}

/** One rolled set: the attribute die's face and the skill die's. */
export interface TestSet {
  attribute: number;
  skill: number;
}

export interface TestRolls {
  /** As many sets as the plan's diceSets, in the order rolled. */
  sets: readonly TestSet[];
  /** The luck die's face (the luck modifier is added here). */
  luckFace: number;
}

export interface TestOutcome {
  keptSet: number;
  /** Every line of the total, for the card. */
  modifiers: Modifier[];
  total: number;
  luckRoll: number;
  /** The luck roll reached 20 and added its +4. */
  lucky: boolean;
  /** Met the difficulty; null when there was none. */
  success: boolean | null;
}

export function resolveTest(plan: TestPlan, rolls: TestRolls): TestOutcome {
  const keptSet = keptSetIndex(rolls.sets.map((set) => set.attribute + set.skill), plan.advantage);
  const kept = rolls.sets[keptSet]!;
  const luck = luckRoll(rolls.luckFace, plan.luckModifier);
  const bonus = luckTestBonus(luck);
  const { attribute, skill, proficiency } = plan.choice;
  const modifiers: Modifier[] = [
    { key: TEAMS_TEST_LINE.attribute, value: kept.attribute, data: { name: attribute, die: plan.attributeDie } },
    { key: TEAMS_TEST_LINE.skill, value: kept.skill, data: { name: skill, die: plan.skillDie } },
  ];
  if (proficiency !== null && plan.proficiency !== 0) modifiers.push({ key: TEAMS_TEST_LINE.proficiency, value: plan.proficiency, data: { name: proficiency } });
  modifiers.push(...plan.situational);
  if (bonus !== 0) modifiers.push({ key: TEAMS_TEST_LINE.luck, value: bonus, data: { roll: luck } });
  const total = modifiers.reduce((sum, line) => sum + line.value, 0);
  // Meeting the number succeeds (docs/rules-notes.md, "teams — attack, damage, harm and death").
  const success = plan.difficulty === null ? null : total >= plan.difficulty;
  return { keptSet, modifiers, total, luckRoll: luck, lucky: bonus !== 0, success };
}
