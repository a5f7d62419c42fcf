/** Who is asked to declare after a change, under any ruleset's plan (or none: everyone at once). */
import { describe, expect, it } from "vitest";
import { everyoneAtOnce, newlyAwaited, type DeclarationPlan } from "../../src/core/declaration-plan";
import { declarationPlanOf, type RulesetRules } from "../../src/core/ruleset/contract";

/** A round-robin in the order the ids are given. */
const inTurn = (ids: readonly string[]): DeclarationPlan => ({ order: [...ids], together: false, hidden: false });

describe("whom to ask after a change", () => {
  it("when a round opens under no order of the ruleset's, everyone able to declare, at once and in the open", () => {
    expect(everyoneAtOnce(["a", "b"])).toEqual({ order: ["a", "b"], together: true, hidden: false });
    expect(newlyAwaited(everyoneAtOnce, { waiting: [], declared: [] }, { waiting: ["a", "b"], declared: [] })).toEqual(["a", "b"]);
  });

  it("asked together, nobody is asked twice as the others declare", () => {
    expect(newlyAwaited(everyoneAtOnce, { waiting: ["a", "b"], declared: [] }, { waiting: ["b"], declared: ["a"] })).toEqual([]);
  });

  it("in turn, the next is asked when the one before declares, and nobody when someone declares out of turn", () => {
    expect(newlyAwaited(inTurn, { waiting: [], declared: [] }, { waiting: ["a", "b", "c"], declared: [] })).toEqual(["a"]);
    expect(newlyAwaited(inTurn, { waiting: ["a", "b", "c"], declared: [] }, { waiting: ["b", "c"], declared: ["a"] })).toEqual(["b"]);
    expect(newlyAwaited(inTurn, { waiting: ["b", "c"], declared: ["a"] }, { waiting: ["b"], declared: ["a", "c"] })).toEqual([]);
  });

  it("once all are in, nobody", () => {
    expect(newlyAwaited(inTurn, { waiting: ["c"], declared: ["a", "b"] }, { waiting: [], declared: ["a", "b", "c"] })).toEqual([]);
  });
});

describe("a ruleset's plan", () => {
  const seats = [{ id: "a", system: {}, seat: 1 }, { id: "b", system: {}, seat: null }];
  const bare = { declarationPlan: undefined } as unknown as RulesetRules;

  it("is everyone at once when the ruleset has no order of its own", () => {
    expect(declarationPlanOf(bare, seats, {})).toEqual({ order: ["a", "b"], together: true, hidden: false });
  });

  it("is the ruleset's own, given the declarers and the world's settings", () => {
    const ordered = { declarationPlan: (d: typeof seats, s: Record<string, string>) => ({ order: d.map((x) => x.id).reverse(), together: false, hidden: s.secret === "yes" }) } as unknown as RulesetRules;
    expect(declarationPlanOf(ordered, seats, { secret: "yes" })).toEqual({ order: ["b", "a"], together: false, hidden: true });
  });
});
