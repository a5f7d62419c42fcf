/**
 * Individual initiative (seed 002): what the GM sets up before and during a fight (joining, starting,
 * rolling, leaving, moving someone in the order, ending the round) and the refusals a GM or player reads,
 * with the names their messages show.
 */
import { describe, expect, it } from "vitest";
import { canActNow, createIndividualState } from "../../../src/core/turns/individual";
import type { IndividualCommand, IndividualState } from "../../../src/core/turns/individual";
import { ALICE, GM, rollRequests, turnEnds, turnStarts } from "./sequence-fixtures";
import { begin, end, fight, four, playTurns, reasonOf, run } from "./individual-fixtures";

const join = (id: string, bonus = 0, by = GM): IndividualCommand => ({ type: "join", by, combatant: { id, name: id, owners: [], initiativeBonus: bonus } });
const roll = (id: string, d20: number, by = GM): IndividualCommand => ({ type: "rollInitiative", by, combatantId: id, d20 });
const rollOff = (id: string, result: number, by = GM): IndividualCommand => ({ type: "rollOff", by, combatantId: id, roll: result });
const leave = (id: string): IndividualCommand => ({ type: "leave", by: GM, combatantId: id });
const move = (id: string, beforeId: string | null, by = GM): IndividualCommand => ({ type: "moveInOrder", by, combatantId: id, beforeId });
const start: IndividualCommand = { type: "start", by: GM };
const nextRound: IndividualCommand = { type: "nextRound", by: GM };
const fresh = (): IndividualState => createIndividualState();

describe("setting up a fight", () => {
  it("a combatant needs an id, a list of owners, a whole-number initiative bonus and a name", () => {
    const bad = (combatant: Record<string, unknown>) => reasonOf(fresh(), { type: "join", by: GM, combatant } as unknown as IndividualCommand);
    const good = { id: "A", name: "A", owners: ["alice"], initiativeBonus: 2 };
    const invalid = { key: "InvalidSetup", data: { problem: "combatant" } };
    expect(bad({ ...good, id: "" })).toEqual(invalid);
    expect(bad({ ...good, owners: "alice" })).toEqual(invalid);
    expect(bad({ ...good, owners: [""] })).toEqual(invalid);
    expect(bad({ ...good, initiativeBonus: 2.5 })).toEqual(invalid);
    expect(bad({ ...good, name: 7 })).toEqual(invalid);
    expect(run(fresh(), { type: "join", by: GM, combatant: good }).state.combatants.map((c) => [c.id, c.owners, c.initiativeBonus])).toEqual([["A", ["alice"], 2]]);
  });

  it("the refusals name what was wrong: a second A, a player adding someone", () => {
    expect(reasonOf(four().state, join("A"))).toEqual({ key: "DuplicateId", data: { id: "A" } });
    expect(reasonOf(fresh(), join("A", 0, ALICE))).toEqual({ key: "GMOnly" });
  });

  it("before the start nobody rolls yet; start asks only for the rolls still missing", () => {
    const joined = run(fresh(), join("A", 3), join("B", 1));
    expect(rollRequests(joined.events)).toEqual([]);
    const preRolled = run(joined.state, roll("A", 11));
    expect(preRolled.events).toEqual([]);
    expect(preRolled.state.order).toEqual([]);
    expect(preRolled.state.phase).toBe("setup");
    const started = run(preRolled.state, start);
    expect(rollRequests(started.events)).toEqual([{ purpose: "initiative", formula: "1d20+1", for: ["B"] }]);
    expect(run(started.state, roll("B", 2)).state.order).toEqual(["A", "B"]);
  });

  it("a fight with every roll already in starts at once with round 1 and the top combatant up", () => {
    const ready = run(fresh(), join("A", 3), join("B", 1), roll("A", 4), roll("B", 9)).state;
    const started = run(ready, start);
    expect(started.events).toEqual([{ type: "roundStart", round: 1 }]);
    expect(started.state.current).toBe("B");
  });

  it("only the GM starts, once, and not with nobody in the fight", () => {
    expect(reasonOf(run(fresh(), join("A")).state, { type: "start", by: ALICE })).toEqual({ key: "GMOnly" });
    expect(reasonOf(fresh(), start)).toEqual({ key: "InvalidSetup", data: { problem: "noCombatants" } });
    expect(reasonOf(four().state, start)).toEqual({ key: "AlreadyStarted" });
  });

  it("a roll for someone not in the fight, or a d20 face that does not exist, is refused", () => {
    const s = run(fresh(), join("A")).state;
    expect(reasonOf(s, roll("Z", 10))).toEqual({ key: "UnknownCombatant", data: { id: "Z" } });
    expect(reasonOf(s, roll("A", 0))).toEqual({ key: "RollOutOfRange", data: { min: 1, max: 20 } });
    expect(reasonOf(s, roll("A", 20.5))).toEqual({ key: "RollOutOfRange", data: { min: 1, max: 20 } });
    expect(reasonOf(run(s, roll("A", 5)).state, roll("A", 6))).toEqual({ key: "AlreadyRolled", data: { id: "A" } });
  });

  it("a roll-off result comes from the GM, for someone who owes one, on a d20", () => {
    const tied = fight([{ id: "X", bonus: 0, d20: 10 }, { id: "Y", bonus: 0, d20: 10 }]).state;
    expect(reasonOf(tied, rollOff("X", 5, ALICE))).toEqual({ key: "GMOnly" });
    expect(reasonOf(tied, rollOff("X", 21))).toEqual({ key: "RollOutOfRange", data: { min: 1, max: 20 } });
    expect(reasonOf(four().state, rollOff("A", 5))).toEqual({ key: "NoRollPending", data: { purpose: "initiativeRollOff" } });
    // One result in: the roll-off waits for the other, and nobody is up yet.
    const half = run(tied, rollOff("X", 5));
    expect(half.events).toEqual([]);
    expect(half.state.phase).toBe("rolling");
    expect(canActNow(half.state)).toEqual([]);
  });

  it("three tied at the start: only the two who tie again in the roll-off roll a second time", () => {
    const tied = fight([{ id: "X", bonus: 0, d20: 10 }, { id: "Y", bonus: 0, d20: 10 }, { id: "Z", bonus: 0, d20: 10 }]);
    expect(rollRequests(tied.events)).toEqual([{ purpose: "initiativeRollOff", formula: "1d20", for: ["X", "Y", "Z"] }]);
    const again = run(tied.state, rollOff("X", 6), rollOff("Y", 15), rollOff("Z", 6));
    expect(rollRequests(again.events)).toEqual([{ purpose: "initiativeRollOff", formula: "1d20", for: ["X", "Z"] }]);
    expect(run(again.state, rollOff("X", 3), rollOff("Z", 8)).state.order).toEqual(["Y", "Z", "X"]);
  });
});

describe("leaving", () => {
  it("only the GM removes a combatant, and only one who is in the fight", () => {
    expect(reasonOf(four().state, { type: "leave", by: ALICE, combatantId: "A" })).toEqual({ key: "GMOnly" });
    expect(reasonOf(four().state, leave("Z"))).toEqual({ key: "UnknownCombatant", data: { id: "Z" } });
  });

  it("nobody leaves while a roll-off is still to be rolled", () => {
    const tied = run(four().state, join("E"), roll("E", 10)).state; // 10.00, same as C
    expect(reasonOf(tied, leave("D"))).toEqual({ key: "AwaitingRolls" });
  });

  it("the last one still to roll leaving starts the fight with those who have rolled", () => {
    const s = run(fresh(), join("A", 3), join("B", 1), start, roll("A", 4)).state;
    const r = run(s, leave("B"));
    expect(r.state.phase).toBe("fighting");
    expect(r.events).toEqual([{ type: "roundStart", round: 1 }]);
    expect(r.state.current).toBe("A");
  });

  it("someone leaving before the fight starts is simply gone", () => {
    const r = run(fresh(), join("A"), join("B"), leave("A"));
    expect(r.state.combatants.map((c) => c.id)).toEqual(["B"]);
    expect(r.state.phase).toBe("setup");
    expect(r.events).toEqual([]);
  });

  it("whoever is up leaving before beginning: no turn events, the next one down is up", () => {
    const r = run(four().state, leave("A"));
    expect(r.events).toEqual([]);
    expect(r.state.current).toBe("B");
    expect(r.state.turnBegun).toBe(false);
  });

  it("someone else leaving while a turn runs leaves that turn running", () => {
    const r = run(four().state, begin("A"), leave("C"));
    expect(r.state.current).toBe("A");
    expect(r.state.turnBegun).toBe(true);
    expect(r.state.order).toEqual(["A", "B", "D"]);
  });

  it("the last one left to act leaving ends the round", () => {
    const s = playTurns(four().state, 3).state; // D is up
    const r = run(s, leave("D"));
    expect(r.events).toEqual([{ type: "roundEnd", round: 1 }, { type: "roundStart", round: 2 }]);
    expect(r.state.current).toBe("A");
  });
});

describe("the GM moving a combatant in the order", () => {
  it("only once the fight is on, and only combatants in the order, in front of someone else in it", () => {
    const s = four().state;
    expect(reasonOf(run(fresh(), join("A"), join("B")).state, move("A", "B"))).toEqual({ key: "NotStarted" });
    expect(reasonOf(s, move("Z", "B"))).toEqual({ key: "UnknownCombatant", data: { id: "Z" } });
    expect(reasonOf(s, move("A", "A"))).toEqual({ key: "UnknownCombatant", data: { id: "A" } });
    expect(reasonOf(s, move("A", "Z"))).toEqual({ key: "UnknownCombatant", data: { id: "Z" } });
    const waiting = run(s, join("E", 1)).state; // E has not rolled, so it is not in the order yet
    expect(reasonOf(waiting, move("E", "B"))).toEqual({ key: "UnknownCombatant", data: { id: "E" } });
  });

  it("moved to the bottom it acts last; moved in front of someone it shares that one's initiative", () => {
    const bottom = run(four().state, move("B", null)).state;
    expect(bottom.order).toEqual(["A", "C", "D", "B"]);
    expect(bottom.combatants.find((c) => c.id === "B")?.count).toBe(805);
    const front = run(four().state, move("D", "A")).state;
    expect(front.order).toEqual(["D", "A", "B", "C"]);
    expect(front.combatants.find((c) => c.id === "D")?.count).toBe(2008);
  });

  it("moving someone above whoever is up, before that turn has begun, makes the moved one up", () => {
    const r = run(playTurns(four().state, 1).state, move("D", "B")); // B up, not begun
    expect(r.state.order).toEqual(["A", "D", "B", "C"]);
    expect(r.state.current).toBe("D");
    expect(turnStarts(playTurns(r.state, 3).events)).toEqual([["D"], ["B"], ["C"]]);
  });

  it("during a running turn the move waits: the turn goes on, and the order is the new one afterwards", () => {
    const r = run(four().state, begin("A"), move("D", "B"));
    expect(r.state.current).toBe("A");
    expect(r.state.turnBegun).toBe(true);
    expect(turnStarts(run(r.state, end("A")).events)).toEqual([]);
    expect(run(r.state, end("A")).state.current).toBe("D");
  });

  it("a player cannot move anyone", () => {
    expect(reasonOf(four().state, move("A", null, ALICE))).toEqual({ key: "GMOnly" });
  });
});

describe("the GM ending the round", () => {
  it("not before the fight has started", () => {
    expect(reasonOf(run(fresh(), join("A")).state, nextRound)).toEqual({ key: "NotStarted" });
  });

  it("between turns: no turn events, only the round's end and the next round's start", () => {
    const r = run(playTurns(four().state, 2).state, nextRound);
    expect(turnEnds(r.events)).toEqual([]);
    expect(r.events).toEqual([{ type: "roundEnd", round: 1 }, { type: "roundStart", round: 2 }]);
    expect(r.state.current).toBe("A");
  });

  it("a delayer's delayed moment is lost at the round's end; next round it acts at its old place", () => {
    const r = run(four().state, { type: "delay", by: GM, combatantId: "A" }, nextRound);
    expect(r.state.combatants.find((c) => c.id === "A")?.delaying).toBe(false);
    expect(r.state.order).toEqual(["A", "B", "C", "D"]);
    expect(r.state.current).toBe("A");
  });

  it("with everyone down the round still ends, and the next waits until someone recovers", () => {
    let s = four().state;
    for (const id of ["A", "B", "C", "D"]) s = run(s, { type: "fallUnconscious", by: GM, combatantId: id }).state;
    const r = run(s, nextRound);
    expect(r.events).toEqual([{ type: "roundEnd", round: 1 }, { type: "roundStart", round: 2 }]);
    expect(r.state.round).toBe(2);
    expect(r.state.current).toBeNull();
    // Recovering in round 2 it acts in round 2: nobody's place in it was passed over yet.
    const back = run(r.state, { type: "recover", by: GM, combatantId: "C" });
    expect(back.events).toEqual([]);
    expect(back.state.current).toBe("C");
    expect(back.state.round).toBe(2);
  });
});

describe("turn commands outside the fight", () => {
  it("nobody begins a turn before the fight, or for someone not yet placed in the order", () => {
    const setup = run(fresh(), join("A")).state;
    expect(reasonOf(setup, begin("A"))).toEqual({ key: "NotStarted" });
    const waiting = run(four().state, join("E")).state;
    expect(reasonOf(waiting, begin("E"))).toEqual({ key: "UnknownCombatant", data: { id: "E" } });
    expect(reasonOf(waiting, { type: "recover", by: GM, combatantId: "Z" })).toEqual({ key: "UnknownCombatant", data: { id: "Z" } });
  });

  it("the refusals name the combatant: not its turn, not its own, not begun, not delaying, already holding", () => {
    const s = four().state; // A (alice) up
    expect(reasonOf(s, begin("B"))).toEqual({ key: "NotYourTurn", data: { id: "B" } });
    expect(reasonOf(s, begin("B", ALICE))).toEqual({ key: "NotOwner", data: { id: "B" } });
    expect(reasonOf(s, end("A"))).toEqual({ key: "TurnNotBegun", data: { id: "A" } });
    expect(reasonOf(s, end("C"))).toEqual({ key: "NotYourTurn", data: { id: "C" } });
    expect(reasonOf(s, { type: "delay", by: GM, combatantId: "C" })).toEqual({ key: "NotYourTurn", data: { id: "C" } });
    expect(reasonOf(s, { type: "stepIn", by: GM, combatantId: "C" })).toEqual({ key: "NotDelaying", data: { id: "C" } });
    expect(reasonOf(s, { type: "hold", by: GM, combatantId: "C", action: "a", trigger: "t" })).toEqual({ key: "NotYourTurn", data: { id: "C" } });
    expect(reasonOf(s, { type: "triggerHeld", by: GM, combatantId: "C" })).toEqual({ key: "NoHeldAction", data: { id: "C" } });
    const holding = run(s, begin("A"), { type: "hold", by: GM, combatantId: "A", action: "a", trigger: "t" }).state;
    expect(reasonOf(holding, { type: "hold", by: GM, combatantId: "A", action: "b", trigger: "t" })).toEqual({ key: "AlreadyHolding", data: { id: "A" } });
  });

  it("a dying combatant up for its death save cannot hold an action", () => {
    const s = run(four().state, { type: "fallUnconscious", by: GM, combatantId: "A", dying: true }, begin("A")).state;
    expect(reasonOf(s, { type: "hold", by: GM, combatantId: "A", action: "a", trigger: "t" })).toEqual({ key: "CannotActWhileDown", data: { id: "A" } });
    expect(reasonOf(run(four().state, { type: "defeat", by: GM, combatantId: "A" }).state, { type: "defeat", by: GM, combatantId: "A" })).toEqual({
      key: "SameCondition", data: { id: "A", condition: "defeated" },
    });
  });
});
