/** What a creature may do on its turn and between turns: the chapter's "Turn and Actions" and "Immediate Action Exclusivity". */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { classicEconomy, type ClassicBudget } from "../../../../../src/rulesets/classic/rules/actions/budget";
import { checkAction, spendAction, type ClassicAction, type ClassicActionContext } from "../../../../../src/rulesets/classic/rules/actions/spend-action";
import { CLASSIC_ACTION_REFUSAL as NO, CLASSIC_IMMEDIATE_KIND } from "../../../../../src/rulesets/classic/rules/actions/labels";

const TURN: ClassicActionContext = { ownTurn: true, attacksPerRound: 1, immediatesPerRound: { opportunity: 1, counterspell: 1, other: 1 } };
const OFF_TURN: ClassicActionContext = { ...TURN, ownTurn: false };

/** Takes the actions in order; the budget after the last, or the first refusal's key. */
function take(actions: ClassicAction[], context = TURN, start = classicEconomy.fresh()): ClassicBudget | string {
  let budget = start;
  for (const action of actions) {
    const spent = spendAction(budget, action, context);
    if (!spent.ok) return spent.reason.key;
    budget = spent.budget;
  }
  return budget;
}
const move: ClassicAction = { kind: "move" };
const step: ClassicAction = { kind: "fiveFootStep" };
const standard: ClassicAction = { kind: "standard" };
const attack: ClassicAction = { kind: "attack" };
const fullRound: ClassicAction = { kind: "fullRound" };
const swift: ClassicAction = { kind: "swift" };
const free = (name: string): ClassicAction => ({ kind: "free", name });
const immediate = (kind: "opportunity" | "counterspell" | "other"): ClassicAction => ({ kind: "immediate", immediate: kind });

describe("move and standard actions", () => {
  it("a move and a standard in a turn, in either order", () => {
    expect(take([move, standard])).toMatchObject({ moves: 1, standard: "standard" });
    expect(take([standard, move])).toMatchObject({ moves: 1, standard: "standard" });
  });

  it("a standard can be given up for a second move, and the spend says so", () => {
    const first = spendAction(classicEconomy.fresh(), move, TURN);
    expect(first).toMatchObject({ ok: true, standardGivenUp: false });
    if (!first.ok) throw new Error("refused");
    expect(spendAction(first.budget, move, TURN)).toMatchObject({ ok: true, standardGivenUp: true, budget: { moves: 2, standard: "move" } });
  });

  it("but a move is never given up for a standard: no standard after a double move", () => {
    expect(take([move, move, standard])).toBe(NO.standardGivenUp);
    expect(take([move, move, attack])).toBe(NO.standardGivenUp);
  });

  it("no third move, and no second move once the standard was used", () => {
    expect(take([move, move, move])).toBe(NO.moveSpent);
    expect(take([standard, move, move])).toBe(NO.moveSpent);
    expect(take([attack, move, move])).toBe(NO.moveSpent);
  });

  it("one standard action a turn", () => {
    expect(take([standard, standard])).toBe(NO.standardSpent);
  });
});

describe("attack actions take the standard's place", () => {
  it("+11/+6/+1: three attack actions in a round, and no fourth", () => {
    const three = { ...TURN, attacksPerRound: 3 };
    expect(take([attack, attack, attack], three)).toMatchObject({ standard: "attacks", attacks: 3 });
    expect(take([attack, attack, attack, attack], three)).toBe(NO.attacksSpent);
    const fourth = spendAction(take([attack, attack, attack], three) as ClassicBudget, attack, three);
    expect(fourth).toEqual({ ok: false, reason: { key: NO.attacksSpent, data: { count: 3 } } });
  });

  it("one attack action without a higher base attack bonus; a move can still follow it", () => {
    expect(take([attack, attack])).toBe(NO.attacksSpent);
    expect(take([attack, move])).toMatchObject({ moves: 1, attacks: 1 });
  });

  it("if attack actions are used, no other standard action can be taken, and none after a standard", () => {
    expect(take([attack, standard], { ...TURN, attacksPerRound: 2 })).toBe(NO.attacksTaken);
    expect(take([standard, attack], { ...TURN, attacksPerRound: 2 })).toBe(NO.standardSpent);
  });
});

describe("the 5-foot step", () => {
  it("takes a move's place: a step and a standard, or a step and a move with the standard given up", () => {
    expect(take([step, standard])).toMatchObject({ moves: 1, fiveFootStep: true, standard: "standard" });
    expect(take([step, move])).toMatchObject({ moves: 2, fiveFootStep: true, standard: "move" });
  });

  it("one a turn", () => {
    expect(take([step, step])).toBe(NO.oneFiveFootStep);
  });

  it("not once the moves are gone", () => {
    expect(take([standard, move, step])).toBe(NO.moveSpent);
  });
});

describe("swift and free actions", () => {
  it("one swift action a round, beside a move and a standard", () => {
    expect(take([move, swift, standard])).toMatchObject({ swift: true, moves: 1, standard: "standard" });
    expect(take([swift, swift])).toBe(NO.swiftSpent);
  });

  it("as many free actions as can be used, never the same one twice", () => {
    expect(take([free("speak"), free("drawWhileMoving"), move])).toMatchObject({ free: ["speak", "drawWhileMoving"] });
    expect(take([free("speak"), free("speak")])).toBe(NO.sameFreeAction);
  });
});

describe("full-round actions", () => {
  it("take the whole turn: no move, standard, attack or swift after one; free actions still", () => {
    for (const after of [move, step, standard, attack, swift]) expect(take([fullRound, after])).toBe(NO.fullRoundTaken);
    expect(take([fullRound, free("speak")])).toMatchObject({ standard: "fullRound", free: ["speak"] });
    expect(take([fullRound, fullRound])).toBe(NO.fullRoundTaken);
  });

  it("cannot start once the turn was partly used", () => {
    for (const before of [move, step, standard, attack, swift]) expect(take([before, fullRound])).toBe(NO.fullRoundNeedsWholeTurn);
    expect(take([free("speak"), fullRound])).toMatchObject({ standard: "fullRound" });
  });

  it("the Charge Swift Exception lets a swift action go with it, before or after", () => {
    const charge = { ...TURN, swiftDuringFullRound: true };
    expect(take([fullRound, swift], charge)).toMatchObject({ standard: "fullRound", swift: true });
    expect(take([swift, fullRound], charge)).toMatchObject({ standard: "fullRound", swift: true });
    expect(take([fullRound, swift, swift], charge)).toBe(NO.swiftSpent);
  });

  it("immediate actions still follow their own rules during one", () => {
    expect(take([fullRound, immediate("opportunity")])).toMatchObject({ standard: "fullRound", immediates: 1 });
  });
});

describe("outside the creature's own turn", () => {
  it("only immediate actions", () => {
    for (const action of [move, step, standard, attack, fullRound, swift, free("speak")]) expect(take([action], OFF_TURN)).toBe(NO.notYourTurn);
    expect(take([immediate("other")], OFF_TURN)).toMatchObject({ immediates: 1, immediateLock: "other" });
  });
});

describe("immediate action exclusivity", () => {
  it("one immediate action a round without feats", () => {
    const second = spendAction(take([immediate("other")]) as ClassicBudget, immediate("other"), TURN);
    expect(second).toEqual({ ok: false, reason: { key: NO.immediateSpent, data: { count: 1 } } });
  });

  it("a held action (an 'other' immediate) shuts attacks of opportunity and counterspells until the creature's next turn", () => {
    const held = take([immediate("other")]) as ClassicBudget;
    const nextRound = classicEconomy.roundStart(held);
    expect(spendAction(nextRound, immediate("opportunity"), TURN)).toEqual({
      ok: false,
      reason: { key: NO.immediateExclusive, data: { kind: CLASSIC_IMMEDIATE_KIND.other } },
    });
    expect(take([immediate("counterspell")], TURN, nextRound)).toBe(NO.immediateExclusive);
    expect(take([immediate("opportunity")], TURN, classicEconomy.turnStart(nextRound))).toMatchObject({ immediateLock: "opportunity" });
  });

  it("after an attack of opportunity only more attacks of opportunity, as many as Battle Prowess allows", () => {
    const prowess = { ...TURN, immediatesPerRound: { opportunity: 2, counterspell: 1, other: 1 } };
    expect(take([immediate("opportunity"), immediate("opportunity")], prowess)).toMatchObject({ immediates: 2, immediateLock: "opportunity" });
    expect(take([immediate("opportunity"), immediate("opportunity"), immediate("opportunity")], prowess)).toBe(NO.immediateSpent);
    expect(take([immediate("opportunity"), immediate("other")], prowess)).toBe(NO.immediateExclusive);
    expect(take([immediate("opportunity"), immediate("counterspell")], prowess)).toBe(NO.immediateExclusive);
  });

  it("after a counterspell only more counterspells", () => {
    const twoCounters = { ...TURN, immediatesPerRound: { opportunity: 3, counterspell: 2, other: 3 } };
    expect(take([immediate("counterspell"), immediate("counterspell")], twoCounters)).toMatchObject({ immediates: 2 });
    expect(take([immediate("counterspell"), immediate("opportunity")], twoCounters)).toBe(NO.immediateExclusive);
  });

  it("the creature's own turn lifts the exclusivity but the round's one immediate stays used", () => {
    const afterTurn = classicEconomy.turnStart(take([immediate("opportunity")]) as ClassicBudget);
    expect(take([immediate("counterspell")], TURN, afterTurn)).toBe(NO.immediateSpent);
  });
});

describe("checking an action leaves the budget as it was", () => {
  it("answers as spending would", () => {
    const start = take([move]) as ClassicBudget;
    expect(checkAction(start, move, TURN)).toEqual({ ok: true, standardGivenUp: true });
    expect(checkAction(start, standard, TURN)).toEqual({ ok: true, standardGivenUp: false });
    expect(checkAction(start, fullRound, TURN)).toEqual({ ok: false, reason: { key: NO.fullRoundNeedsWholeTurn } });
    expect(start).toMatchObject({ moves: 1, standard: "unused" });
  });

  it("whatever is taken, a turn never holds more than two moves, the attacks allowed, or more immediates than allowed", () => {
    const actions = fc.constantFrom<ClassicAction>(move, step, standard, attack, fullRound, swift, free("a"), free("b"), immediate("opportunity"), immediate("counterspell"), immediate("other"));
    fc.assert(
      fc.property(fc.array(actions, { maxLength: 12 }), fc.integer({ min: 1, max: 4 }), fc.boolean(), (list, attacksPerRound, ownTurn) => {
        const context = { ...TURN, ownTurn, attacksPerRound };
        let budget = classicEconomy.fresh();
        for (const action of list) {
          const spent = spendAction(budget, action, context);
          expect(checkAction(budget, action, context).ok).toBe(spent.ok);
          if (spent.ok) budget = spent.budget;
        }
        expect(budget.moves).toBeLessThanOrEqual(budget.standard === "move" ? 2 : 1);
        expect(budget.attacks).toBeLessThanOrEqual(attacksPerRound);
        expect(budget.immediates).toBeLessThanOrEqual(1);
        if (budget.standard === "fullRound") expect(budget.moves + budget.attacks).toBe(0);
        expect(classicEconomy.read(budget)).toEqual(budget);
      }),
      { numRuns: runs(300) },
    );
  });
});
