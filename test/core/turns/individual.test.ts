import { describe, expect, it } from "vitest";
import { canActNow, createIndividualState, displayInitiative } from "../../../src/core/turns/individual";
import type { IndividualState } from "../../../src/core/turns/individual";
import { ALICE, BOB, GM, refusalOf, rollRequests, turnEnds, turnStarts } from "./sequence-fixtures";
import { apply, begin, end, fight, four, playTurns, run } from "./individual-fixtures";

const c = (s: IndividualState, id: string) => {
  const found = s.combatants.find((x) => x.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe("individual initiative: rolling and order", () => {
  it("1d20+8 with a roll of 12 reads 20.08 (bonus/100 added as the tiebreak)", () => {
    const { state } = four();
    expect(displayInitiative(c(state, "A"))).toBe(20.08);
    expect(displayInitiative(c(state, "D"))).toBe(8.05);
  });

  it("turns go top to bottom, highest initiative first, and round 1 starts with the top combatant up", () => {
    const { state, events } = four();
    expect(state.order).toEqual(["A", "B", "C", "D"]);
    expect(events).toContainEqual({ type: "roundStart", round: 1 });
    expect(state.current).toBe("A");
    const played = playTurns(state, 4);
    expect(turnStarts(played.events)).toEqual([["A"], ["B"], ["C"], ["D"]]);
  });

  it("start asks for every missing roll with its bonus in the formula, then begins when the last arrives", () => {
    let s = run(
      createIndividualState(),
      { type: "join", by: GM, combatant: { id: "A", name: "A", owners: [], initiativeBonus: 3 } },
      { type: "join", by: GM, combatant: { id: "B", name: "B", owners: [], initiativeBonus: -1 } },
    ).state;
    const started = run(s, { type: "start", by: GM });
    expect(rollRequests(started.events)).toEqual([
      { purpose: "initiative", formula: "1d20+3", for: ["A"] },
      { purpose: "initiative", formula: "1d20-1", for: ["B"] },
    ]);
    s = started.state;
    const one = run(s, { type: "rollInitiative", by: GM, combatantId: "A", d20: 5 });
    expect(one.state.phase).toBe("rolling");
    const two = run(one.state, { type: "rollInitiative", by: GM, combatantId: "B", d20: 19 });
    expect(two.state.phase).toBe("fighting");
    expect(two.state.order).toEqual(["B", "A"]);
  });

  it("equal totals are split by the bonus: 15 with +5 acts before 15 with +2", () => {
    const { state } = fight([
      { id: "low", bonus: 2, d20: 13 },
      { id: "high", bonus: 5, d20: 10 },
    ]);
    expect(state.order).toEqual(["high", "low"]);
  });

  it("true ties: the tied characters roll against each other and are arranged high to low", () => {
    const tied = fight([
      { id: "X", bonus: 3, d20: 10 },
      { id: "Y", bonus: 3, d20: 10 },
      { id: "Z", bonus: 1, d20: 2 },
    ]);
    expect(tied.state.phase).toBe("rolling");
    expect(rollRequests(tied.events)).toContainEqual({ purpose: "initiativeRollOff", formula: "1d20", for: ["X", "Y"] });
    const done = run(tied.state, { type: "rollOff", by: GM, combatantId: "X", roll: 4 }, { type: "rollOff", by: GM, combatantId: "Y", roll: 17 });
    expect(done.state.order).toEqual(["Y", "X", "Z"]);
  });

  it("a tied roll-off is rolled again until the tie is settled", () => {
    const tied = fight([
      { id: "X", bonus: 0, d20: 10 },
      { id: "Y", bonus: 0, d20: 10 },
    ]);
    const again = run(tied.state, { type: "rollOff", by: GM, combatantId: "X", roll: 9 }, { type: "rollOff", by: GM, combatantId: "Y", roll: 9 });
    expect(again.state.phase).toBe("rolling");
    expect(rollRequests(again.events)).toEqual([{ purpose: "initiativeRollOff", formula: "1d20", for: ["X", "Y"] }]);
    const done = run(again.state, { type: "rollOff", by: GM, combatantId: "X", roll: 12 }, { type: "rollOff", by: GM, combatantId: "Y", roll: 3 });
    expect(done.state.order).toEqual(["X", "Y"]);
  });

  it("without the suggested bonus tiebreak, equal totals roll off instead", () => {
    const tied = fight(
      [
        { id: "low", bonus: 2, d20: 13 },
        { id: "high", bonus: 5, d20: 10 },
      ],
      { useBonusTiebreak: false },
    );
    expect(rollRequests(tied.events)).toContainEqual({ purpose: "initiativeRollOff", formula: "1d20", for: ["low", "high"] });
  });

  it("roll results come from the GM and must be a d20 face", () => {
    const s = run(createIndividualState(), { type: "join", by: GM, combatant: { id: "A", name: "A", owners: ["alice"], initiativeBonus: 0 } }).state;
    expect(refusalOf(apply, s, { type: "rollInitiative", by: ALICE, combatantId: "A", d20: 20 })).toBe("FRAY.Turns.Refusal.GMOnly");
    expect(refusalOf(apply, s, { type: "rollInitiative", by: GM, combatantId: "A", d20: 21 })).toBe("FRAY.Turns.Refusal.RollOutOfRange");
    const rolled = run(s, { type: "rollInitiative", by: GM, combatantId: "A", d20: 7 }).state;
    expect(refusalOf(apply, rolled, { type: "rollInitiative", by: GM, combatantId: "A", d20: 8 })).toBe("FRAY.Turns.Refusal.AlreadyRolled");
  });
});

describe("individual initiative: turns and rounds", () => {
  it("each turn fires turnStart and turnEnd once; after the last turn the round ends and the next starts at the top", () => {
    const played = playTurns(four().state, 4);
    expect(turnEnds(played.events)).toEqual([["A"], ["B"], ["C"], ["D"]]);
    const roundEvents = played.events.filter((e) => e.type === "roundEnd" || e.type === "roundStart");
    expect(roundEvents).toEqual([
      { type: "roundEnd", round: 1 },
      { type: "roundStart", round: 2 },
    ]);
    expect(played.state.current).toBe("A");
    expect(played.state.round).toBe(2);
  });

  it("the last player ends their own turn and that ends the round, with no GM click needed", () => {
    const s = playTurns(four().state, 1).state; // A done, B (bob's) up
    const rest = run(s, begin("B", BOB), end("B", BOB), begin("C"), end("C"), begin("D"), end("D"));
    expect(rest.events).toContainEqual({ type: "roundEnd", round: 1 });
  });

  it("a player cannot begin, end or delay a turn of a combatant they do not own", () => {
    const { state } = four(); // A (alice) is up
    expect(refusalOf(apply, state, begin("A", BOB))).toBe("FRAY.Turns.Refusal.NotOwner");
    expect(refusalOf(apply, state, { type: "delay", by: BOB, combatantId: "A" })).toBe("FRAY.Turns.Refusal.NotOwner");
    const begun = run(state, begin("A", ALICE)).state;
    expect(refusalOf(apply, begun, end("A", BOB))).toBe("FRAY.Turns.Refusal.NotOwner");
  });

  it("only the combatant whose turn is up may begin, and a turn must begin before it ends", () => {
    const { state } = four();
    expect(refusalOf(apply, state, begin("B", BOB))).toBe("FRAY.Turns.Refusal.NotYourTurn");
    expect(refusalOf(apply, state, end("A", ALICE))).toBe("FRAY.Turns.Refusal.TurnNotBegun");
    const begun = run(state, begin("A", ALICE)).state;
    expect(refusalOf(apply, begun, begin("A", ALICE))).toBe("FRAY.Turns.Refusal.TurnInProgress");
  });

  it("canActNow names whoever is up", () => {
    expect(canActNow(four().state)).toEqual(["A"]);
    expect(canActNow(createIndividualState())).toEqual([]);
  });

  it("the GM's next round ends the running turn and skips whoever has not acted", () => {
    const s = run(four().state, begin("A")).state;
    const next = run(s, { type: "nextRound", by: GM });
    expect(next.events).toEqual([
      { type: "turnEnd", combatantIds: ["A"] },
      { type: "roundEnd", round: 1 },
      { type: "roundStart", round: 2 },
    ]);
    expect(next.state.current).toBe("A");
    expect(refusalOf(apply, s, { type: "nextRound", by: ALICE })).toBe("FRAY.Turns.Refusal.GMOnly");
  });
});
