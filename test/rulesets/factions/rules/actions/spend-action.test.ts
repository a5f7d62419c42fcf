import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { runs } from "../../../../support/fixed-seed";
import { factionsEconomy, type FactionsBudget } from "../../../../../src/rulesets/factions/rules/actions/budget";
import { checkAction, spendAction, type FactionsActionKind } from "../../../../../src/rulesets/factions/rules/actions/spend-action";
import { FACTIONS_ACTION_REFUSAL } from "../../../../../src/rulesets/factions/rules/actions/labels";
import { flatLang, labelProblems } from "../../../../support/lang";

const R = "FRAY.Factions.Action.Refusal";
const fresh = factionsEconomy.fresh();
const own = { ownTurn: true };
const outside = { ownTurn: false };

/** Spends each in turn, failing the test on a refusal; the budget after the last. */
function spendAll(kinds: FactionsActionKind[], context = own): FactionsBudget {
  return kinds.reduce((b, kind) => {
    const spent = spendAction(b, kind, context);
    if (!spent.ok) throw new Error(`${kind} refused: ${spent.reason.key}`);
    return spent.budget;
  }, fresh);
}
const refusal = (after: FactionsActionKind[], kind: FactionsActionKind, context = own) => {
  const spent = spendAction(spendAll(after), kind, context);
  return spent.ok ? "allowed" : spent.reason.key;
};

describe("taking a turn: a bonus action, then a main or a second bonus, and a zone of movement", () => {
  it("bonus, move, main: the whole turn, in any order", () => {
    expect(spendAll(["bonus", "move", "main"])).toEqual({ ...fresh, bonus: 1, main: true, moved: true });
    expect(spendAll(["main", "bonus", "move"])).toEqual({ ...fresh, bonus: 1, main: true, moved: true });
    expect(spendAll(["move", "bonus", "bonus"])).toEqual({ ...fresh, bonus: 2, moved: true });
  });

  it("a third action is refused, main or bonus", () => {
    expect(refusal(["bonus", "main"], "bonus")).toBe(`${R}.actionsSpent`);
    expect(refusal(["bonus", "bonus"], "bonus")).toBe(`${R}.actionsSpent`);
  });

  it("a second main action is refused", () => {
    expect(refusal(["main"], "main")).toBe(`${R}.mainSpent`);
  });

  it("after two bonus actions the main is refused: the second took its place", () => {
    expect(refusal(["bonus", "bonus"], "main")).toBe(`${R}.secondBonusTaken`);
  });

  it("one zone of movement a turn", () => {
    expect(refusal(["move"], "move")).toBe(`${R}.moveSpent`);
  });

  it("grabbed or entangled: no moving on its own, but actions are fine", () => {
    expect(spendAction(fresh, "move", { ownTurn: true, entangled: true })).toEqual({ ok: false, reason: { key: `${R}.entangled` } });
    expect(spendAction(fresh, "main", { ownTurn: true, entangled: true }).ok).toBe(true);
    expect(spendAction(fresh, "move", { ownTurn: true, entangled: false }).ok).toBe(true);
  });

  it("nothing of a turn outside it", () => {
    for (const kind of ["bonus", "main", "swapItems", "move", "surrender"] as const) expect(refusal([], kind, outside)).toBe(`${R}.notYourTurn`);
  });
});

describe("swapping two items is two bonus actions", () => {
  it("takes both actions of a fresh turn, leaving the move", () => {
    expect(spendAll(["swapItems"])).toEqual({ ...fresh, bonus: 2 });
    expect(refusal(["swapItems"], "main")).toBe(`${R}.secondBonusTaken`);
    expect(refusal(["swapItems"], "move")).toBe("allowed");
  });

  it("is refused once any action is taken; moving first is fine", () => {
    expect(refusal(["bonus"], "swapItems")).toBe(`${R}.swapNeedsTwoBonus`);
    expect(refusal(["main"], "swapItems")).toBe(`${R}.swapNeedsTwoBonus`);
    expect(refusal(["move"], "swapItems")).toBe("allowed");
  });
});

describe("armour cannot be changed during a fight", () => {
  it("is refused on the character's turn and outside it, even on a fresh turn", () => {
    expect(spendAction(fresh, "changeArmour", own)).toEqual({ ok: false, reason: { key: `${R}.armourLocked` } });
    expect(spendAction({ ...fresh, reacted: true }, "changeArmour", outside)).toEqual({ ok: false, reason: { key: `${R}.armourLocked` } });
  });
});

describe("a reaction takes the whole turn, outside the order", () => {
  it("the bandit dodges outside its turn: nothing else this round", () => {
    const dodged = spendAll(["reaction"], outside);
    expect(dodged).toEqual({ ...fresh, reacted: true });
    for (const kind of ["bonus", "main", "move", "swapItems", "surrender", "reaction"] as const) expect(spendAction(dodged, kind, own)).toEqual({ ok: false, reason: { key: `${R}.reacted` } });
  });

  it("is refused on the character's own turn", () => {
    expect(refusal([], "reaction", own)).toBe(`${R}.reactionOnOwnTurn`);
  });

  it("is refused once any of the turn is spent, a move included", () => {
    for (const spent of [["bonus"], ["main"], ["move"]] as FactionsActionKind[][]) expect(refusal(spent, "reaction", outside)).toBe(`${R}.reactionAfterActing`);
  });
});

describe("surrendering wastes the turn", () => {
  it("takes a whole turn: refused once a move or an action is spent", () => {
    for (const spent of [["bonus"], ["main"], ["move"]] as FactionsActionKind[][]) expect(refusal(spent, "surrender")).toBe(`${R}.surrenderNeedsWholeTurn`);
  });

  it("on a fresh turn it is the turn, and nothing more follows", () => {
    const gaveUp = spendAll(["surrender"]);
    expect(gaveUp).toEqual({ ...fresh, surrendered: true });
    for (const kind of ["bonus", "main", "move", "reaction", "surrender"] as const) expect(spendAction(gaveUp, kind, own)).toEqual({ ok: false, reason: { key: `${R}.surrendered` } });
  });
});

describe("checking an action", () => {
  it("answers like spending, without spending", () => {
    expect(checkAction(fresh, "main", own)).toEqual({ ok: true });
    expect(checkAction({ ...fresh, main: true }, "main", own)).toEqual({ ok: false, reason: { key: `${R}.mainSpent` } });
  });
});

describe("the budget's invariants (property)", () => {
  const kinds: FactionsActionKind[] = ["bonus", "main", "swapItems", "move", "changeArmour", "reaction", "surrender"];
  it("whatever is tried, never more than two actions, one main, one move, and a reaction only alone", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ kind: fc.constantFrom(...kinds), ownTurn: fc.boolean(), entangled: fc.boolean() }), { maxLength: 12 }), (tries) => {
        let budget = fresh;
        for (const { kind, ownTurn, entangled } of tries) {
          const spent = spendAction(budget, kind, { ownTurn, entangled });
          if (spent.ok) budget = spent.budget;
        }
        expect(budget.bonus + (budget.main ? 1 : 0)).toBeLessThanOrEqual(2);
        expect(budget.bonus).toBeGreaterThanOrEqual(0);
        if (budget.reacted) expect({ ...budget, reacted: false }).toEqual(fresh);
        if (budget.surrendered) expect({ ...budget, surrendered: false }).toEqual(fresh);
        expect(factionsEconomy.read(budget)).toEqual(budget);
      }),
      { numRuns: runs(300) },
    );
  });

  it("every refusal has English text", () => {
    expect(labelProblems(flatLang(), FACTIONS_ACTION_REFUSAL, `${R}.`)).toEqual([]);
  });
});
