/**
 * What a test defaults to when a player clicks one rating: the attribute and skill a table pairs most
 * often (perception with awareness, intellect with medicine …), with no proficiency. The player may
 * change any part before rolling.
 */
import type { TeamsAttribute, TeamsSkill } from "../derived/traits";
import type { TestChoice } from "./test-roll";

export const SKILL_FOR_ATTRIBUTE: Readonly<Record<TeamsAttribute, TeamsSkill>> = {
  strength: "athletics",
  dexterity: "acrobatics",
  intellect: "medicine",
  perception: "awareness",
  willpower: "presence",
};

export const ATTRIBUTE_FOR_SKILL: Readonly<Record<TeamsSkill, TeamsAttribute>> = {
  combat: "strength",
  athletics: "strength",
  acrobatics: "dexterity",
  awareness: "perception",
  medicine: "intellect",
  stealth: "dexterity",
  presence: "willpower",
};

/** The test a click on an attribute or a skill starts from. */
export function defaultTestChoice(clicked: { attribute: TeamsAttribute } | { skill: TeamsSkill }): TestChoice {
  if ("attribute" in clicked) return { attribute: clicked.attribute, skill: SKILL_FOR_ATTRIBUTE[clicked.attribute], proficiency: null };
  return { attribute: ATTRIBUTE_FOR_SKILL[clicked.skill], skill: clicked.skill, proficiency: null };
}
