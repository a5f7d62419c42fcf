/**
 * Individual initiative (seed 002): a combatant joining mid-fight rolls, takes its place by count, and acts
 * this round only if that place is still to come; a newcomer tied on count rolls off, again and again while
 * the roll-off itself ties.
 */
import { describe, expect, it } from "vitest";
import { canActNow, type IndividualCommand, type IndividualState } from "../../../src/core/turns/individual";
import { GM, refusalOf, rollRequests, turnStarts } from "./sequence-fixtures";
import { apply, begin, fight, four, playTurns, run } from "./individual-fixtures";

const join = (id: string, bonus: number): IndividualCommand => ({ type: "join", by: GM, combatant: { id, name: id, owners: [], initiativeBonus: bonus } });
const roll = (id: string, d20: number): IndividualCommand => ({ type: "rollInitiative", by: GM, combatantId: id, d20 });
const rollOff = (id: string, result: number): IndividualCommand => ({ type: "rollOff", by: GM, combatantId: id, roll: result });

/** A and B have acted; C is up. */
const cIsUp = (): IndividualState => playTurns(four().state, 2).state;

describe("a newcomer whose count puts it directly above whoever is up", () => {
  it("E rolls 14.01 while C (10.00) is up: E sits between B and C, and its moment this round has passed", () => {
    const placed = run(cIsUp(), join("E", 1), roll("E", 13));
    expect(placed.state.order).toEqual(["A", "B", "E", "C", "D"]);
    expect(placed.state.current).toBe("C");
    expect(turnStarts(playTurns(placed.state, 7).events)).toEqual([["C"], ["D"], ["A"], ["B"], ["E"], ["C"], ["D"]]);
  });

  it("the same while C's turn is already under way: C finishes, then D, and E waits for round 2", () => {
    const acting = run(cIsUp(), begin("C")).state;
    const placed = run(acting, join("E", 1), roll("E", 13)).state;
    expect(placed.current).toBe("C");
    const r = run(placed, { type: "endTurn", by: GM, combatantId: "C" });
    expect(r.state.current).toBe("D");
    expect(turnStarts(playTurns(r.state, 4).events)).toEqual([["D"], ["A"], ["B"], ["E"]]);
  });

  it("one place lower, directly below whoever is up, E still acts this round", () => {
    const placed = run(playTurns(four().state, 1).state, join("E", 1), roll("E", 13)); // B is up at 17.02
    expect(placed.state.order).toEqual(["A", "B", "E", "C", "D"]);
    expect(turnStarts(playTurns(placed.state, 4).events)).toEqual([["B"], ["E"], ["C"], ["D"]]);
  });
});

describe("a newcomer's roll-off that ties again", () => {
  it("E and C both roll 9: they roll off again, E stays out of the order until it is settled", () => {
    const tied = run(four().state, join("E", 0), roll("E", 10)).state; // 10.00, same as C
    const again = run(tied, rollOff("E", 9), rollOff("C", 9));
    expect(rollRequests(again.events)).toEqual([{ purpose: "initiativeRollOff", formula: "1d20", for: ["E", "C"] }]);
    expect(again.state.order).toEqual(["A", "B", "C", "D"]);
    expect(again.state.rollOffs).toEqual([{ ids: ["E", "C"], results: [], joinerId: "E" }]);
    // Each party rolls once per roll-off: a second roll by E before C's is refused.
    const eRolled = run(again.state, rollOff("E", 3)).state;
    expect(refusalOf(apply, eRolled, rollOff("E", 20))).toBe("FRAY.Turns.Refusal.NoRollPending");
    const settled = run(eRolled, rollOff("C", 17));
    expect(settled.state.order).toEqual(["A", "B", "C", "E", "D"]);
    expect(settled.state.rollOffs).toEqual([]);
    expect(rollRequests(settled.events)).toEqual([]);
  });

  it("the fight goes on while the roll-off is pending, and the newcomer joins the turns once it wins", () => {
    const tied = run(four().state, join("E", 0), roll("E", 10), rollOff("E", 4), rollOff("C", 4)).state;
    const oneTurn = playTurns(tied, 1);
    expect(turnStarts(oneTurn.events)).toEqual([["A"]]);
    const won = run(oneTurn.state, rollOff("E", 18), rollOff("C", 6));
    expect(won.state.order).toEqual(["A", "B", "E", "C", "D"]);
    expect(turnStarts(playTurns(won.state, 4).events)).toEqual([["B"], ["E"], ["C"], ["D"]]);
  });

  it("tied with two already in the order, a tie with either one means all three roll again", () => {
    const start = fight([
      { id: "A", bonus: 8, d20: 12 },
      { id: "C", bonus: 0, d20: 10 },
      { id: "F", bonus: 0, d20: 10 },
    ]);
    const ordered = run(start.state, rollOff("C", 15), rollOff("F", 5)).state;
    expect(ordered.order).toEqual(["A", "C", "F"]);
    const tied = run(ordered, join("E", 0), roll("E", 10)).state;
    const again = run(tied, rollOff("E", 9), rollOff("C", 2), rollOff("F", 9));
    expect(rollRequests(again.events)).toEqual([{ purpose: "initiativeRollOff", formula: "1d20", for: ["E", "C", "F"] }]);
    expect(again.state.order).toEqual(["A", "C", "F"]);
    const settled = run(again.state, rollOff("E", 12), rollOff("C", 15), rollOff("F", 3));
    expect(settled.state.order).toEqual(["A", "C", "E", "F"]);
  });
});

describe("a newcomer arriving while the round waits on someone delaying", () => {
  const delay = (id: string): IndividualCommand => ({ type: "delay", by: GM, combatantId: id });
  const stepIn = (id: string): IndividualCommand => ({ type: "stepIn", by: GM, combatantId: id });

  it("A delays and everyone else has acted: E, placed at 14.01, is not up; A steps in last, and E acts in its place in round 2", () => {
    const waiting = run(four().state, delay("A"), ...["B", "C", "D"].flatMap((id) => [begin(id), { type: "endTurn", by: GM, combatantId: id } as const]));
    expect(waiting.state.current).toBeNull();
    const placed = run(waiting.state, join("E", 1), roll("E", 13));
    expect(placed.state.order).toEqual(["A", "B", "E", "C", "D"]);
    expect(placed.state.current).toBeNull();
    expect(canActNow(placed.state)).toEqual(["A"]);
    const rest = run(placed.state, stepIn("A"), { type: "endTurn", by: GM, combatantId: "A" });
    expect(rest.events).toContainEqual({ type: "roundEnd", round: 1 });
    // Stepping in last moved A's place to the bottom of the order.
    expect(rest.state.order).toEqual(["B", "E", "C", "D", "A"]);
    expect(turnStarts(playTurns(rest.state, 2).events)).toEqual([["B"], ["E"]]);
  });
});
