/** The dialog's answer as a command, and what the GM accepts of it. */
import { describe, expect, it } from "vitest";
import { testPayloadOf } from "../../../../../src/rulesets/teams/flows/tests/test-dialog-view";
import { readTestCommand } from "../../../../../src/rulesets/teams/flows/tests/test-request";

const form = { attribute: "perception", skill: "awareness", proficiency: "", advantage: "1", difficulty: null };

describe("a test request", () => {
  it("an empty proficiency and difficulty are none; the advantage select's text is a number", () => {
    expect(testPayloadOf(form)).toEqual({ attribute: "perception", skill: "awareness", proficiency: null, advantage: 1, difficulty: null, reaction: null });
    expect(testPayloadOf({ ...form, proficiency: "resolve", difficulty: 12 })).toMatchObject({ proficiency: "resolve", difficulty: 12 });
  });

  it("the GM reads the choice it names", () => {
    expect(readTestCommand({ actorUuid: "Actor.a", ...testPayloadOf(form) })).toEqual({
      actorUuid: "Actor.a",
      choice: { attribute: "perception", skill: "awareness", proficiency: null },
      advantage: 1,
      difficulty: null,
      reaction: null,
      force: false,
    });
  });

  it("taken as Fortify the test is a fortitude test, taken as Resist a resolve test, whatever proficiency was asked", () => {
    const asked = { actorUuid: "Actor.a", ...testPayloadOf({ ...form, proficiency: "finesse" }) };
    expect(readTestCommand({ ...asked, reaction: "fortify" })).toMatchObject({ choice: { attribute: "perception", skill: "awareness", proficiency: "fortitude" }, reaction: "fortify" });
    expect(readTestCommand({ ...asked, reaction: "resist", force: true })).toMatchObject({ choice: { proficiency: "resolve" }, reaction: "resist", force: true });
  });

  it("the GM refuses triple advantage, a negative or fractional difficulty, ratings the rules do not have, and a reaction that is no test's", () => {
    const good = { actorUuid: "Actor.a", ...testPayloadOf(form) };
    expect(readTestCommand({ ...good, advantage: 3 })).toBeNull();
    expect(readTestCommand({ ...good, difficulty: -1 })).toBeNull();
    expect(readTestCommand({ ...good, difficulty: 7.5 })).toBeNull();
    expect(readTestCommand({ ...good, attribute: "charm" })).toBeNull();
    expect(readTestCommand({ ...good, proficiency: "lockpicking" })).toBeNull();
    expect(readTestCommand({ ...good, reaction: "dodge" })).toBeNull();
  });
});
