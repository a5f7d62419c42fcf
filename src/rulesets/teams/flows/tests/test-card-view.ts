/**
 * What the teams test card shows, as plain strings, built from the card's record and a translate
 * function. Every number comes from the pure test rules (rules/tests/test-roll.ts); nothing is decided here.
 */
import { signed } from "../../../../core/format/signed";
import type { Modifier, Translate } from "../../../../core/rules-types";
import { reactionTestLines, testReactionCost } from "../../rules/tests/reaction-test";
import { planTestDice, resolveTest, type TestOutcome, type TestPlan } from "../../rules/tests/test-roll";
import { TEAMS_TEST_LINE } from "../../rules/tests/labels";
import type { TestCardData } from "../../schema/test-card";
import type { TeamsCardLine, TeamsCardSet } from "../attack-card-view";

const T = "FRAY.Teams.Test";
const SHEET = "FRAY.Teams.Sheet";
/** The dice lines read as rolled (4); the flat lines after them as signed (+2). */
const DIE_LINES: readonly string[] = [TEAMS_TEST_LINE.attribute, TEAMS_TEST_LINE.skill];

// A type, not an interface: renderTemplate takes a plain object with an index signature.
export type TeamsTestCardView = {
  title: string;
  formula: string;
  /** What the test was for, when it was for something (Resuscitate). */
  purpose: string;
  /** "Fortify (1 stamina)", when the test was taken as a reaction. */
  reaction: string;
  advantage: string;
  sets: TeamsCardSet[];
  modifiers: TeamsCardLine[];
  total: number;
  luck: { formula: string; roll: number; effect: string; lucky: boolean };
  /** "11 vs difficulty 10", empty without a difficulty. */
  versus: string;
  /** "success", "failure" or "" (no difficulty), for the card's class. */
  verdict: "success" | "failure" | "";
  outcome: string;
  effects: string[];
};

/** The plan the GM rolled, rebuilt from the record's numbers. */
export function testPlanOf(record: TestCardData): TestPlan {
  return planTestDice({
    choice: { attribute: record.attribute, skill: record.skill, proficiency: record.proficiency },
    attributeDie: record.attributeDie,
    skillDie: record.skillDie,
    proficiency: record.proficiencyBonus,
    luckModifier: record.luckModifier,
    advantage: record.advantage,
    difficulty: record.difficulty,
    situational: reactionTestLines(record.guarding),
  });
}

/** The settled test of a card (null when the record holds no rolled set). */
export function testOutcomeOf(record: TestCardData): TestOutcome | null {
  if (record.sets.length === 0) return null;
  return resolveTest(testPlanOf(record), { sets: record.sets, luckFace: record.luckFace });
}

/** Which sheet group names a line's trait ("intellect" → Intellect). */
const TRAIT_GROUP: Readonly<Record<string, string>> = {
  [TEAMS_TEST_LINE.attribute]: "Attribute",
  [TEAMS_TEST_LINE.skill]: "Skill",
  [TEAMS_TEST_LINE.proficiency]: "Proficiency",
};

function lineView(line: Modifier, t: Translate): TeamsCardLine {
  const group = TRAIT_GROUP[line.key];
  const data = group ? { ...line.data, name: t(`${SHEET}.${group}.${String(line.data?.name ?? "")}`) } : line.data;
  return { label: t(line.key, data), value: DIE_LINES.includes(line.key) ? String(line.value) : signed(line.value) };
}

export function buildTeamsTestCardView(record: TestCardData, t: Translate): TeamsTestCardView | null {
  const outcome = testOutcomeOf(record);
  if (!outcome) return null;
  const plan = testPlanOf(record);
  const names = { actor: record.actorName, attribute: t(`${SHEET}.Attribute.${record.attribute}`), skill: t(`${SHEET}.Skill.${record.skill}`), patient: record.patientName };
  const verdict = outcome.success === null ? "" : outcome.success ? "success" : "failure";
  return {
    title: t(`${T}.Card.Title`, names),
    formula: t(`${T}.Card.Formula`, { formula: plan.testFormula }),
    purpose: record.purpose === "resuscitation" ? t(`${T}.Resuscitate.Purpose`, names) : "",
    reaction: record.reaction ? t(`${T}.Reaction.Line.${record.reaction}`, { ...testReactionCost(record.reaction) }) : "",
    advantage: plan.advantage === 0 ? "" : t(`${T}.Card.${plan.advantage > 0 ? "Advantage" : "Disadvantage"}`, { sets: plan.diceSets }),
    sets: record.sets.map((set, index) => ({ label: t("FRAY.Teams.Card.Set", { n: index + 1 }), faces: `${set.attribute} + ${set.skill}`, total: set.attribute + set.skill, kept: index === outcome.keptSet })),
    modifiers: outcome.modifiers.map((line) => lineView(line, t)),
    total: outcome.total,
    luck: {
      formula: plan.luckModifier === 0 ? plan.luckFormula : `${plan.luckFormula}${signed(plan.luckModifier)}`,
      roll: outcome.luckRoll,
      effect: t(`${T}.Card.${outcome.lucky ? "Lucky" : "Unlucky"}`),
      lucky: outcome.lucky,
    },
    versus: record.difficulty === null ? "" : t(`${T}.Card.Versus`, { total: outcome.total, difficulty: record.difficulty }),
    verdict,
    outcome: verdict === "" ? "" : t(`${T}.Card.${verdict === "success" ? "Success" : "Failure"}`),
    effects: record.purpose === "resuscitation" ? [t(`${T}.Resuscitate.${record.revived ? "Revived" : "StillDown"}`, names)] : [],
  };
}
