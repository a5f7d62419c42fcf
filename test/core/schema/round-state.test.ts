/**
 * The round state a fight keeps beside its turn engine: each combatant's budget, and each ruleset's
 * own state under its id, migrated and read by its spec, so undo and old worlds never break a round.
 */
import { describe, expect, it } from "vitest";
import { renameKey } from "../../../src/core/schema/migrate";
import { budgetOf, emptyRoundState, rulesetRoundOf, withBudgets, withRulesetRound, type RulesetRoundType } from "../../../src/core/schema/round-state";
import { spec } from "../../../src/core/schema/spec";

/** A ruleset that marks who spent a shield this round; version 1 called the list `marked`, older worlds kept it in the Combat's flags. */
const schema = spec.object({ schemaVersion: spec.integer(2, { min: 1 }), shieldMarks: spec.array(spec.text("", false)), round: spec.integer(0, { min: 0 }) });
const MARKS: RulesetRoundType<typeof schema.fields> = {
  ruleset: "quiet",
  schema,
  version: 2,
  migrations: [{ to: 2, up: (data) => renameKey(data, "marked", "shieldMarks") }],
  fromLegacyFlags: (flags) => (Array.isArray(flags.marks) ? { marked: flags.marks } : null),
};
const other = { ruleset: "sides", data: { schemaVersion: 1, swarms: [] } };

describe("each combatant's budget this round", () => {
  const round = { budgets: [{ id: "maren", budget: { moves: 1 } }, { id: "ogre", budget: { moves: 0 } }], rulesets: [] };
  it("is read by combatant id; one with none stored has none", () => {
    expect(budgetOf(round, "ogre")).toEqual({ moves: 0 });
    expect(budgetOf(round, "maren")).toEqual({ moves: 1 });
    expect(budgetOf(round, "tamsin")).toBeNull();
    expect(budgetOf(emptyRoundState(), "maren")).toBeNull();
  });
  it("a spent budget replaces that combatant's, keeps the others in place and adds a newcomer's last", () => {
    const after = withBudgets(round, new Map<string, unknown>([["tamsin", { moves: 2 }], ["maren", { moves: 0 }]]));
    expect(after.budgets).toEqual([{ id: "maren", budget: { moves: 0 } }, { id: "ogre", budget: { moves: 0 } }, { id: "tamsin", budget: { moves: 2 } }]);
    expect(budgetOf(after, "maren")).toEqual({ moves: 0 });
    expect(round.budgets[0]).toEqual({ id: "maren", budget: { moves: 1 } });
  });
  it("stores a copy: changing the budget afterwards does not change the round", () => {
    const spent = { moves: 3 };
    const after = withBudgets(emptyRoundState(), new Map([["maren", spent]]));
    spent.moves = 0;
    expect(budgetOf(after, "maren")).toEqual({ moves: 3 });
  });
});

describe("a ruleset's round state", () => {
  it("is read under its own ruleset's id, not another's", () => {
    const round = { budgets: [], rulesets: [other, { ruleset: "quiet", data: { schemaVersion: 2, shieldMarks: ["maren"], round: 3 } }] };
    expect(rulesetRoundOf(round, MARKS)).toEqual({ schemaVersion: 2, shieldMarks: ["maren"], round: 3 });
  });
  it("stored at an older version, is migrated on reading", () => {
    const round = { budgets: [], rulesets: [{ ruleset: "quiet", data: { schemaVersion: 1, marked: ["ogre"], round: 2 } }] };
    expect(rulesetRoundOf(round, MARKS)).toEqual({ schemaVersion: 2, shieldMarks: ["ogre"], round: 2 });
    expect(round.rulesets[0]?.data).toEqual({ schemaVersion: 1, marked: ["ogre"], round: 2 });
  });
  it("kept in the Combat's flags before it was namespaced, is read from there", () => {
    expect(rulesetRoundOf(emptyRoundState(), MARKS, { marks: ["tamsin"] })).toEqual({ schemaVersion: 2, shieldMarks: ["tamsin"], round: 0 });
  });
  it("stored under its id wins over what old flags still hold", () => {
    const round = { budgets: [], rulesets: [{ ruleset: "quiet", data: { schemaVersion: 2, shieldMarks: ["maren"], round: 1 } }] };
    expect(rulesetRoundOf(round, MARKS, { marks: ["tamsin"] }).shieldMarks).toEqual(["maren"]);
  });
  it("never stored, or damaged, starts from the spec's initial data, field by field", () => {
    expect(rulesetRoundOf(emptyRoundState(), MARKS)).toEqual({ schemaVersion: 2, shieldMarks: [], round: 0 });
    expect(rulesetRoundOf(emptyRoundState(), { ...MARKS, fromLegacyFlags: undefined }, { marks: ["x"] })).toEqual({ schemaVersion: 2, shieldMarks: [], round: 0 });
    const damaged = { budgets: [], rulesets: [{ ruleset: "quiet", data: { schemaVersion: 2, shieldMarks: [7], round: 4 } }] };
    expect(rulesetRoundOf(damaged, MARKS)).toEqual({ schemaVersion: 2, shieldMarks: [], round: 4 });
  });
  it("is written under its id at its version, replacing its old entry and keeping other rulesets'", () => {
    const round = { budgets: [], rulesets: [{ ruleset: "quiet", data: { schemaVersion: 2, shieldMarks: [], round: 1 } }, other] };
    const after = withRulesetRound<typeof MARKS>(round, MARKS, { schemaVersion: 1, shieldMarks: ["maren"], round: 2 });
    expect(after.rulesets).toEqual([other, { ruleset: "quiet", data: { schemaVersion: 2, shieldMarks: ["maren"], round: 2 } }]);
  });
  it("that its spec refuses is never written, and the error names the ruleset and the field", () => {
    const bad = { schemaVersion: 2, shieldMarks: [""], round: -1 };
    expect(() => withRulesetRound<typeof MARKS>(emptyRoundState(), MARKS, bad)).toThrow(
      "Fray: quiet round state refused: quiet.shieldMarks.0 may not be blank; quiet.round -1 is below the minimum 0",
    );
  });
});
