/**
 * Reading data whole (a turn engine's state, which nothing fills in from defaults): every field the spec
 * does not mark optional must be there, at any depth. Documents are read as before: missing fields are
 * left for Foundry to fill.
 */
import { describe, expect, it } from "vitest";
import { spec } from "../../../src/core/schema/spec";
import { validateData } from "../../../src/core/schema/validate";

const fightLike = spec.object({
  round: spec.integer(0, { min: 0 }),
  members: spec.array(spec.object({ id: spec.text("", false), held: spec.nullable(spec.object({ action: spec.text() })) })),
  note: spec.optional(spec.text()),
});

describe("validateData, whole", () => {
  it("names every missing field, in lists and nested objects too, but not an optional one", () => {
    expect(validateData(fightLike, { members: [{ held: {} }] }, "system.state", { whole: true })).toEqual([
      { path: "system.state.round", problem: "is missing" },
      { path: "system.state.members.0.id", problem: "is missing" },
      { path: "system.state.members.0.held.action", problem: "is missing" },
    ]);
    expect(validateData(fightLike, { round: 1, members: [{ id: "a", held: null }] }, "system.state", { whole: true })).toEqual([]);
  });

  it("is off unless asked: a document's missing fields are still left for Foundry to fill", () => {
    expect(validateData(fightLike, { members: [{ held: {} }] })).toEqual([]);
  });
});

describe("firstIssues", () => {
  it("gives the first issues and counts the rest, never a negative count", async () => {
    const { firstIssues } = await import("../../../src/core/schema/validate");
    const issues = ["a", "b", "c"].map((path) => ({ path, problem: "is missing" }));
    expect(firstIssues(issues, 2)).toEqual({ shown: issues.slice(0, 2), more: 1 });
    expect(firstIssues(issues, 5)).toEqual({ shown: issues, more: 0 });
  });
});
