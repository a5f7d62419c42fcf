/**
 * Declared-action speed (seed 003): who may start and run the fight, round 1 waiting for every base d12,
 * which way Agility moves the base, and a late joiner's catch-up turn (its −12 turn, once, then gone).
 */
import { describe, expect, it } from "vitest";
import { canActNow, createDeclaredState, roundInitiative } from "../../../src/core/turns/declared";
import type { DeclaredCommand, DeclaredState } from "../../../src/core/turns/declared";
import { ALICE, GM, refusalOf, rollRequests, turnStarts } from "./sequence-fixtures";
import { apply, declare, end, fight, joinCmd, lock, nextRound, resolveAll, run } from "./declared-fixtures";

const roll = (id: string, d12: number): DeclaredCommand => ({ type: "rollBase", by: GM, combatantIds: [id], d12 });
const baseOf = (s: DeclaredState, id: string) => s.combatants.find((c) => c.id === id)?.base ?? null;

/** Turn starts from the lock to the morale step. */
function roundOrder(s: DeclaredState): { order: string[][]; state: DeclaredState } {
  const locked = run(s, lock());
  const rest = resolveAll(locked.state);
  return { order: turnStarts([...locked.events, ...rest.events]), state: rest.state };
}

describe("declared: only the GM runs the fight", () => {
  const owned = () => run(createDeclaredState(), joinCmd({ id: "A", agi: 0, owners: ["alice"] })).state;

  it("a player cannot start a declared fight, even with their own creature in it", () => {
    expect(refusalOf(apply, owned(), { type: "start", by: ALICE })).toBe("FRAY.Turns.Refusal.GMOnly");
    expect(owned().phase).toBe("setup");
  });

  it.each([
    ["bring a creature in", { type: "join", by: ALICE, combatant: { id: "B", name: "B", owners: ["alice"], agilityModifier: 0 } }],
    ["knock their own creature out", { type: "fallUnconscious", by: ALICE, combatantId: "A" }],
    ["defeat their own creature", { type: "defeat", by: ALICE, combatantId: "A" }],
    ["take their own creature out of the fight", { type: "leave", by: ALICE, combatantId: "A" }],
    ["move to the next round", { type: "nextRound", by: ALICE }],
  ] as [string, DeclaredCommand][])("a player cannot %s", (_what, cmd) => {
    const s = fight([{ id: "A", agi: 0, d12: 4, owners: ["alice"] }]).state;
    expect(refusalOf(apply, s, cmd)).toBe("FRAY.Turns.Refusal.GMOnly");
  });

  it("a player cannot bring their unconscious creature round", () => {
    const s = run(fight([{ id: "A", agi: 0, d12: 4, owners: ["alice"] }]).state, { type: "fallUnconscious", by: GM, combatantId: "A" }).state;
    expect(refusalOf(apply, s, { type: "recover", by: ALICE, combatantId: "A" })).toBe("FRAY.Turns.Refusal.GMOnly");
  });
});

describe("declared: an unconscious creature cannot declare", () => {
  it("an unconscious or defeated creature is refused a declaration and is not asked for one", () => {
    let s = fight([
      { id: "A", agi: 0, d12: 4, owners: ["alice"] },
      { id: "B", agi: 0, d12: 6 },
      { id: "C", agi: 0, d12: 8 },
    ]).state;
    s = run(s, { type: "fallUnconscious", by: GM, combatantId: "A" }, { type: "defeat", by: GM, combatantId: "C" }).state;
    expect(refusalOf(apply, s, declare("A", 0, "attack", ALICE))).toBe("FRAY.Turns.Refusal.CannotActWhileDown");
    expect(refusalOf(apply, s, declare("A", 0))).toBe("FRAY.Turns.Refusal.CannotActWhileDown");
    expect(refusalOf(apply, s, declare("C", 0))).toBe("FRAY.Turns.Refusal.CannotActWhileDown");
    expect(canActNow(s)).toEqual(["B"]);
    // Silent at the lock, it is given no action either, so it has no moment this round.
    expect(roundOrder(s).order).toEqual([["B"]]);
  });
});

describe("declared: round 1 waits for every base d12", () => {
  it("nobody declares until the last creature has rolled; the last roll opens round 1", () => {
    const s = run(createDeclaredState(), joinCmd({ id: "A", agi: 0 }), joinCmd({ id: "B", agi: 0 }), { type: "start", by: GM });
    expect(s.state.phase).toBe("rolling");
    expect(rollRequests(s.events).map((r) => r.for)).toEqual([["A"], ["B"]]);
    const one = run(s.state, roll("A", 5));
    expect(one.events).toEqual([]);
    expect(one.state.round).toBe(0);
    expect(canActNow(one.state)).toEqual([]);
    expect(refusalOf(apply, one.state, declare("A", 0))).toBe("FRAY.Turns.Refusal.NotStarted");
    expect(refusalOf(apply, one.state, lock())).toBe("FRAY.Turns.Refusal.NotStarted");
    const both = run(one.state, roll("B", 9));
    expect(both.events).toEqual([{ type: "roundStart", round: 1 }]);
    expect(canActNow(both.state)).toEqual(["A", "B"]);
  });

  it("a creature joining while the others roll is asked for its d12 at once, and round 1 waits for it too", () => {
    const s = run(createDeclaredState(), joinCmd({ id: "A", agi: 0 }), { type: "start", by: GM }).state;
    const joined = run(s, joinCmd({ id: "B", agi: 1 }));
    expect(rollRequests(joined.events)).toEqual([{ purpose: "baseInitiative", formula: "1d12-1", for: ["B"] }]);
    const a = run(joined.state, roll("A", 3));
    expect(a.state.phase).toBe("rolling");
    expect(run(a.state, roll("B", 3)).events).toEqual([{ type: "roundStart", round: 1 }]);
  });

  it("creatures added before the start are not asked to roll until the fight starts", () => {
    expect(run(createDeclaredState(), joinCmd({ id: "A", agi: 0 })).events).toEqual([]);
  });

  it("if the only creature still to roll leaves, round 1 opens for the rest", () => {
    const s = run(createDeclaredState(), joinCmd({ id: "A", agi: 0 }), joinCmd({ id: "B", agi: 0 }), { type: "start", by: GM }, roll("A", 5)).state;
    const left = run(s, { type: "leave", by: GM, combatantId: "B" });
    expect(left.events).toEqual([{ type: "roundStart", round: 1 }]);
    expect(canActNow(left.state)).toEqual(["A"]);
  });

  it("a fight whose bases were all rolled before the start opens round 1 at once", () => {
    const s = run(createDeclaredState(), joinCmd({ id: "A", agi: 0 }), roll("A", 5), { type: "start", by: GM });
    expect(s.events).toEqual([{ type: "roundStart", round: 1 }]);
    expect(s.state.phase).toBe("declaring");
  });
});

describe("declared: the base is d12 minus Agility, so a higher Agility goes earlier", () => {
  it("two creatures rolling the same d12: the agile one (+3) acts before the clumsy one (−1)", () => {
    const s = fight([
      { id: "clumsy", agi: -1, d12: 6 },
      { id: "agile", agi: 3, d12: 6 },
    ]).state;
    expect(baseOf(s, "agile")).toBe(3);
    expect(baseOf(s, "clumsy")).toBe(7);
    expect(roundOrder(s).order).toEqual([["agile"], ["clumsy"]]);
  });

  it("a talent's further modifier to the base roll is added to it, after Agility is subtracted", () => {
    const s = run(
      createDeclaredState(),
      { type: "join", by: GM, combatant: { id: "slowTalent", name: "s", owners: [], agilityModifier: 2, baseAdjustment: 3 } },
      { type: "join", by: GM, combatant: { id: "quickTalent", name: "q", owners: [], agilityModifier: -1, baseAdjustment: -4 } },
      { type: "start", by: GM },
    );
    expect(rollRequests(s.events).map((r) => r.formula)).toEqual(["1d12+1", "1d12-3"]);
    const rolled = run(s.state, roll("slowTalent", 5), roll("quickTalent", 5)).state;
    expect(baseOf(rolled, "slowTalent")).toBe(6);
    expect(baseOf(rolled, "quickTalent")).toBe(2);
  });

  it("a creature joining mid-fight also rolls d12 minus its Agility", () => {
    const s = run(fight([{ id: "A", agi: 0, d12: 5 }]).state, lock());
    const late = run(s.state, joinCmd({ id: "sprite", agi: 3 }), roll("sprite", 4));
    expect(rollRequests(late.events)).toEqual([{ purpose: "baseInitiative", formula: "1d12-3", for: ["sprite"] }]);
    expect(baseOf(late.state, "sprite")).toBe(1);
  });
});

describe("declared: a late joiner's catch-up turn", () => {
  /**
   * X (base 3), Y (base 10) and Z (base 12, +4 → 16). An imp wanders in while the round is on 16 with
   * base 3 and casts a speed-11 spell: 14 has passed, so it acts next round at 14 − 12 = 2 as well.
   */
  function impMissesRoundOne(): DeclaredState {
    let s = fight([
      { id: "X", agi: 0, d12: 3 },
      { id: "Y", agi: 0, d12: 10 },
      { id: "Z", agi: 0, d12: 12 },
    ]).state;
    s = run(s, declare("Z", 4), lock(), end("X"), end("Y")).state;
    expect(s.step?.value).toBe(16);
    s = run(s, joinCmd({ id: "imp", agi: 0 }), roll("imp", 3), declare("imp", 11, "spell")).state;
    const r1 = resolveAll(s);
    expect(turnStarts(r1.events)).toEqual([]);
    return r1.state;
  }

  it("a catch-up turn landing on the joiner's own normal value is a turn of its own, taken just before it", () => {
    // Round 2: the imp and X take full defence (−1): both on 2, the imp's catch-up turn on 2 as well.
    const r2 = run(impMissesRoundOne(), nextRound(), declare("X", -1, "fullDefense"), declare("imp", -1, "fullDefense")).state;
    expect(roundInitiative(r2, "imp")).toBe(2);
    expect(roundOrder(r2).order).toEqual([["imp"], ["X", "imp"], ["Y"], ["Z"]]);
  });

  it("a catch-up turn on someone else's value is simultaneous with them", () => {
    // Round 2: X attacks at 3 − 1 = 2 alone; the imp's catch-up turn is on 2 too; its own action is on 3 + 4.
    const r2 = run(impMissesRoundOne(), nextRound(), declare("X", -1, "fullDefense"), declare("imp", 4, "claws")).state;
    expect(roundOrder(r2).order).toEqual([["imp", "X"], ["imp"], ["Y"], ["Z"]]);
  });

  it("the round after its catch-up turn the joiner acts once, on its own value, and owes nothing more", () => {
    const r2 = roundOrder(run(impMissesRoundOne(), nextRound(), declare("imp", -1, "fullDefense")).state);
    expect(r2.order.flat().filter((id) => id === "imp")).toHaveLength(2);
    expect(r2.state.lateTurns).toEqual([]);
    let s = r2.state;
    for (const round of [3, 4]) {
      s = run(s, nextRound(), declare("imp", 0, "claws")).state;
      expect(s.round).toBe(round);
      const r = roundOrder(s);
      // Base 3 + 0: between X on 3 (a tie, so together) and Y on 10.
      expect(r.order).toEqual([["X", "imp"], ["Y"], ["Z"]]);
      s = r.state;
    }
  });

  it("a newcomer whose value is the one being resolved has missed it: it acts next round at −12", () => {
    // The round is on Y's 10 when a creature with base 10 arrives and declares +0.
    const s = run(fight([{ id: "X", agi: 0, d12: 3 }, { id: "Y", agi: 0, d12: 10 }]).state, lock(), end("X")).state;
    const late = run(s, joinCmd({ id: "late", agi: 0 }), roll("late", 10), declare("late", 0)).state;
    expect(late.lateTurns).toEqual([{ combatantId: "late", value: -2, actionId: "attack" }]);
    expect(turnStarts(resolveAll(late).events)).toEqual([]);
  });

  it("a newcomer one above the value being resolved is still in time, and owes no catch-up turn", () => {
    const s = run(fight([{ id: "X", agi: 0, d12: 3 }, { id: "Y", agi: 0, d12: 10 }]).state, lock(), end("X")).state;
    const late = run(s, joinCmd({ id: "late", agi: 0 }), roll("late", 11), declare("late", 0)).state;
    expect(late.lateTurns).toEqual([]);
    expect(turnStarts(run(late, end("Y")).events)).toEqual([["late"]]);
  });

  it("a newcomer after the last step has missed the round, whatever its value", () => {
    const s = resolveAll(run(fight([{ id: "X", agi: 0, d12: 3 }]).state, lock()).state).state;
    const late = run(s, joinCmd({ id: "late", agi: 0 }), roll("late", 12), declare("late", 6, "potion")).state;
    expect(late.lateTurns).toEqual([{ combatantId: "late", value: 6, actionId: "potion" }]);
    const r2 = roundOrder(run(late, nextRound(), declare("late", 6, "potion")).state);
    expect(r2.order).toEqual([["X"], ["late"], ["late"]]);
  });

  it("after the lock a newcomer declares once; a creature that was there at the lock cannot declare late", () => {
    const s = run(fight([{ id: "X", agi: 0, d12: 3 }, { id: "Y", agi: 0, d12: 10 }]).state, lock()).state;
    expect(refusalOf(apply, s, declare("Y", 0))).toBe("FRAY.Turns.Refusal.DeclarationsLocked");
    const late = run(s, joinCmd({ id: "late", agi: 0 }), roll("late", 11), declare("late", 0)).state;
    expect(canActNow(late)).toEqual(["X"]);
    expect(refusalOf(apply, late, declare("late", 1))).toBe("FRAY.Turns.Refusal.DeclarationsLocked");
  });
});
