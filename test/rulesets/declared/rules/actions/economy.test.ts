/** The tracker's "what is left this round" for a declared creature: a Standard, a Free action and a Reaction. */
import { describe, expect, it } from "vitest";
import { declaredEconomy, type DeclaredBudget } from "../../../../../src/rulesets/declared/rules/actions/economy";
import { DECLARED_ECONOMY_BADGE } from "../../../../../src/rulesets/declared/rules/actions/labels";
import { flatLang, labelProblems } from "../../../../support/lang";

const budget = (standard: number, free: number, reaction: number, moved = false): DeclaredBudget => ({ taken: { standard, free, reaction }, moved });
const shown = (b: DeclaredBudget) => declaredEconomy.badges(b).map((badge) => [badge.label, badge.available]);

describe("a declared creature's budget for the round", () => {
  it("starts each fight with a Standard, a Free action and a Reaction left, and not yet moved", () => {
    expect(declaredEconomy.fresh()).toEqual(budget(0, 0, 0));
    expect(shown(declaredEconomy.fresh())).toEqual([
      [DECLARED_ECONOMY_BADGE.standard, true],
      [DECLARED_ECONOMY_BADGE.free, true],
      [DECLARED_ECONOMY_BADGE.reaction, true],
    ]);
  });

  it("a riposte spends the Reaction: the tracker shows it spent and the other two left", () => {
    expect(shown(budget(0, 0, 1))).toEqual([
      [DECLARED_ECONOMY_BADGE.standard, true],
      [DECLARED_ECONOMY_BADGE.free, true],
      [DECLARED_ECONOMY_BADGE.reaction, false],
    ]);
  });

  it("everything comes back at the start of every round; a creature's own step gives nothing back", () => {
    const spent = budget(1, 1, 1, true);
    expect(declaredEconomy.roundStart(spent)).toEqual(budget(0, 0, 0));
    expect(declaredEconomy.turnStart(spent)).toEqual(spent);
  });

  it("a stored budget reads back as it was; missing or damaged data reads as a fresh one", () => {
    expect(declaredEconomy.read(budget(1, 0, 1, true))).toEqual(budget(1, 0, 1, true));
    expect(declaredEconomy.read(undefined)).toEqual(budget(0, 0, 0));
    // A count out of its range spoils the whole tally, not whether the creature moved.
    expect(declaredEconomy.read({ taken: { standard: -1, free: 0, reaction: 0 }, moved: true })).toEqual(budget(0, 0, 0, true));
    expect(declaredEconomy.read({ taken: { standard: 0, free: 10, reaction: 0 }, moved: false })).toEqual(budget(0, 0, 0));
  });

  it("each badge has its English name", () => {
    expect(labelProblems(flatLang(), DECLARED_ECONOMY_BADGE, "FRAY.Declared.Economy.")).toEqual([]);
  });
});
