/**
 * What a player may ask for a test, read from a command's payload: names checked against the rules'
 * lists, numbers within what a table uses. Anything else is not a test request (null).
 */
import { TEAMS_ATTRIBUTES, TEAMS_PROFICIENCIES, TEAMS_SKILLS } from "../../rules/derived/traits";
import { isTestReaction, reactionTestChoice, type TestReactionId } from "../../rules/tests/reaction-test";
import type { TestChoice } from "../../rules/tests/test-roll";

export const TEST_COMMAND = "teamsTest";
/** Double advantage is the most the chapter gives (a sneak attack that is also flanking), and the same for disadvantage. */
export const MAX_ADVANTAGE = 2;
export const MAX_DIFFICULTY = 99;

export interface TestCommand {
  /** The tester, by token UUID (its own actor) or actor UUID: a lookup key only. */
  actorUuid: string;
  choice: TestChoice;
  advantage: number;
  difficulty: number | null;
  /** Taken as Fortify or Resist, whose proficiency then replaces the one asked. */
  reaction: TestReactionId | null;
  /** The player saw why the reaction is refused and takes it anyway; the GM is told. */
  force: boolean;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === "string" && (list as readonly string[]).includes(value);
const wholeWithin = (value: unknown, min: number, max: number): value is number => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

export function readTestCommand(payload: Record<string, unknown>): TestCommand | null {
  const { actorUuid, attribute, skill, proficiency, advantage, difficulty, reaction = null } = payload;
  if (typeof actorUuid !== "string" || !oneOf(TEAMS_ATTRIBUTES, attribute) || !oneOf(TEAMS_SKILLS, skill)) return null;
  if (proficiency !== null && !oneOf(TEAMS_PROFICIENCIES, proficiency)) return null;
  if (!wholeWithin(advantage, -MAX_ADVANTAGE, MAX_ADVANTAGE)) return null;
  if (difficulty !== null && !wholeWithin(difficulty, 0, MAX_DIFFICULTY)) return null;
  if (reaction !== null && !isTestReaction(reaction)) return null;
  const picked: TestChoice = { attribute, skill, proficiency };
  const choice = reaction === null ? picked : reactionTestChoice(reaction, picked);
  return { actorUuid, choice, advantage, difficulty, reaction, force: payload.force === true };
}
