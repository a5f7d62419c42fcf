/** What the test dialog shows: every part of the test as a choice, the clicked rating's defaults selected. */
import { signed } from "../../../../core/format/signed";
import type { Translate } from "../../../../core/rules-types";
import type { TeamsActorRatings } from "../../rules/derived";
import { TEAMS_ATTRIBUTES, TEAMS_PROFICIENCIES, TEAMS_SKILLS } from "../../rules/derived/traits";
import { TEST_REACTIONS, testReactionCost, usualReactionTest } from "../../rules/tests/reaction-test";
import type { TestChoice } from "../../rules/tests/test-roll";
import { MAX_ADVANTAGE } from "./test-request";

export interface DialogOption {
  value: string;
  label: string;
  selected: boolean;
}

/** A reaction's option also sets the test to its usual one when chosen (src/foundry/form-presets.ts). */
export interface ReactionOption extends DialogOption {
  presets: { attribute: string; skill: string; proficiency: string } | null;
}

export type TestDialogView = {
  attributes: DialogOption[];
  skills: DialogOption[];
  proficiencies: DialogOption[];
  advantages: DialogOption[];
  /** "Take as a reaction": none, Fortify or Resist, each with its cost and usual test. */
  reactions: ReactionOption[];
};

const SHEET = "FRAY.Teams.Sheet";
const T = "FRAY.Teams.Test.Reaction";
const ADVANTAGE_KEYS: Readonly<Record<number, string>> = { [-2]: "DoubleDisadvantage", [-1]: "Disadvantage", 0: "Plain", 1: "Advantage", 2: "DoubleAdvantage" };

export function buildTestDialogView(ratings: Pick<TeamsActorRatings, "attributes" | "skills" | "proficiencies">, choice: TestChoice, t: Translate): TestDialogView {
  const levels = Array.from({ length: 2 * MAX_ADVANTAGE + 1 }, (_, index) => index - MAX_ADVANTAGE);
  return {
    attributes: TEAMS_ATTRIBUTES.map((key) => ({ value: key, label: `${t(`${SHEET}.Attribute.${key}`)} (${ratings.attributes[key]})`, selected: key === choice.attribute })),
    skills: TEAMS_SKILLS.map((key) => ({ value: key, label: `${t(`${SHEET}.Skill.${key}`)} (${ratings.skills[key]})`, selected: key === choice.skill })),
    proficiencies: [
      { value: "", label: t("FRAY.Teams.Dialog.NoProficiency"), selected: choice.proficiency === null },
      ...TEAMS_PROFICIENCIES.map((key) => ({ value: key, label: `${t(`${SHEET}.Proficiency.${key}`)} ${signed(ratings.proficiencies[key])}`, selected: key === choice.proficiency })),
    ],
    advantages: levels.map((level) => ({ value: String(level), label: t(`FRAY.Teams.Test.Dialog.${ADVANTAGE_KEYS[level]}`), selected: level === 0 })),
    reactions: [
      { value: "", label: t(`${T}.None`), selected: true, presets: null },
      ...TEST_REACTIONS.map((id) => {
        const usual = usualReactionTest(id);
        const names = { attribute: t(`${SHEET}.Attribute.${usual.attribute}`), skill: t(`${SHEET}.Skill.${usual.skill}`), proficiency: t(`${SHEET}.Proficiency.${usual.proficiency ?? ""}`) };
        const presets = { attribute: usual.attribute, skill: usual.skill, proficiency: usual.proficiency ?? "" };
        return { value: id, label: t(`${T}.Option.${id}`, { ...testReactionCost(id), ...names }), selected: false, presets };
      }),
    ],
  };
}

/** The dialog's answer as the GM command's payload fields (the GM checks each again). */
export function testPayloadOf(form: Record<string, unknown>): Record<string, unknown> {
  const difficulty = form.difficulty === "" || form.difficulty === null || form.difficulty === undefined ? null : Number(form.difficulty);
  return {
    attribute: form.attribute,
    skill: form.skill,
    proficiency: form.proficiency === "" || form.proficiency === undefined ? null : form.proficiency,
    advantage: Number(form.advantage ?? 0),
    difficulty: Number.isFinite(difficulty) ? difficulty : null,
    reaction: form.reaction === "" || form.reaction === undefined ? null : form.reaction,
  };
}
