import { describe, expect, it } from "vitest";
import { canActNow } from "../../../src/core/turns/individual";
import type { IndividualCommand, IndividualState } from "../../../src/core/turns/individual";
import { ALICE, GM, isPlainJson, refusalOf, rollRequests, turnStarts } from "./sequence-fixtures";
import { apply, begin, end, four, playTurns, run } from "./individual-fixtures";

const join = (id: string, bonus: number): IndividualCommand => ({ type: "join", by: GM, combatant: { id, name: id, owners: [], initiativeBonus: bonus } });
const roll = (id: string, d20: number): IndividualCommand => ({ type: "rollInitiative", by: GM, combatantId: id, d20 });
const d20s = (s: IndividualState) => s.combatants.map((x) => [x.id, x.d20]);

describe("joining mid-fight", () => {
  it("only the newcomer rolls; nobody already fighting re-rolls or moves", () => {
    const s = playTurns(four().state, 1).state;
    const joined = run(s, join("E", 1));
    expect(rollRequests(joined.events)).toEqual([{ purpose: "initiative", formula: "1d20+1", for: ["E"] }]);
    const placed = run(joined.state, roll("E", 13)); // 14.01: between B and C
    expect(placed.state.order).toEqual(["A", "B", "E", "C", "D"]);
    expect(d20s(placed.state).slice(0, 4)).toEqual(d20s(s));
  });

  it("a newcomer whose place is still to come this round acts this round", () => {
    const s = run(playTurns(four().state, 1).state, join("E", 1), roll("E", 13)).state;
    const r = playTurns(s, 4);
    expect(turnStarts(r.events)).toEqual([["B"], ["E"], ["C"], ["D"]]);
  });

  it("a newcomer whose place has already passed waits for the next round", () => {
    const s = run(playTurns(four().state, 2).state, join("E", 10), roll("E", 20)).state; // 30.10, above everyone
    expect(s.order[0]).toBe("E");
    const r = playTurns(s, 3);
    expect(turnStarts(r.events)).toEqual([["C"], ["D"], ["E"]]);
    expect(r.state.round).toBe(2);
  });

  it("a newcomer tied with someone rolls off with them only, and slots in by the roll-off", () => {
    const s = run(four().state, join("E", 0));
    const tied = run(s.state, roll("E", 10)); // 10.00, same as C
    expect(rollRequests(tied.events)).toEqual([{ purpose: "initiativeRollOff", formula: "1d20", for: ["E", "C"] }]);
    expect(tied.state.order).toEqual(["A", "B", "C", "D"]);
    const won = run(tied.state, { type: "rollOff", by: GM, combatantId: "E", roll: 15 }, { type: "rollOff", by: GM, combatantId: "C", roll: 2 });
    expect(won.state.order).toEqual(["A", "B", "E", "C", "D"]);
    const lost = run(tied.state, { type: "rollOff", by: GM, combatantId: "E", roll: 2 }, { type: "rollOff", by: GM, combatantId: "C", roll: 15 });
    expect(lost.state.order).toEqual(["A", "B", "C", "E", "D"]);
  });

  it("only the GM brings combatants in, and ids are unique", () => {
    expect(refusalOf(apply, four().state, { ...join("E", 0), by: ALICE })).toBe("FRAY.Turns.Refusal.GMOnly");
    expect(refusalOf(apply, four().state, join("A", 0))).toBe("FRAY.Turns.Refusal.DuplicateId");
  });
});

describe("down, dying and defeated", () => {
  it("a dying creature keeps its place and still gets its turn, on which it makes its death save", () => {
    const s = run(four().state, { type: "fallUnconscious", by: GM, combatantId: "B", dying: true }).state;
    const r = playTurns(s, 4);
    expect(turnStarts(r.events)).toEqual([["A"], ["B"], ["C"], ["D"]]);
  });

  it("a stabilised or otherwise unconscious creature is passed over with no turn events, and keeps its place", () => {
    const s = run(four().state, { type: "fallUnconscious", by: GM, combatantId: "B" }).state;
    const r = playTurns(s, 3);
    expect(turnStarts(r.events)).toEqual([["A"], ["C"], ["D"]]);
    expect(r.state.order).toEqual(["A", "B", "C", "D"]);
  });

  it("a defeated creature never gets turn events again", () => {
    const s = run(four().state, { type: "defeat", by: GM, combatantId: "C" }).state;
    const r = playTurns(s, 6);
    expect(turnStarts(r.events).flat()).not.toContain("C");
  });

  it("recovering before its place comes up, it acts this round; after its place has passed, next round", () => {
    const down = run(four().state, { type: "fallUnconscious", by: GM, combatantId: "C" }).state;
    const early = run(down, { type: "recover", by: GM, combatantId: "C" }).state;
    expect(turnStarts(playTurns(early, 4).events)).toEqual([["A"], ["B"], ["C"], ["D"]]);
    const late = run(playTurns(down, 2).state, { type: "recover", by: GM, combatantId: "C" }); // A, B acted; C passed over; D up
    expect(late.state.current).toBe("D");
    expect(turnStarts(playTurns(late.state, 5).events)).toEqual([["D"], ["A"], ["B"], ["C"], ["D"]]);
  });

  it("going down during its own turn ends that turn, once", () => {
    const s = run(four().state, begin("A"));
    const r = run(s.state, { type: "fallUnconscious", by: GM, combatantId: "A", dying: true });
    expect(r.events).toEqual([{ type: "turnEnd", combatantIds: ["A"] }]);
    expect(r.state.current).toBe("B");
  });

  it("when no one can act the round waits, and goes on when someone recovers", () => {
    let s = four().state;
    for (const id of ["A", "B", "C", "D"]) s = run(s, { type: "fallUnconscious", by: GM, combatantId: id }).state;
    expect(s.current).toBeNull();
    expect(canActNow(s)).toEqual([]);
    const r = run(s, { type: "recover", by: GM, combatantId: "C" });
    expect(r.state.current).toBe("C");
    expect(r.events).toEqual([
      { type: "roundEnd", round: 1 },
      { type: "roundStart", round: 2 },
    ]);
  });

  it("conditions are the GM's to set, and setting the same one again is refused", () => {
    expect(refusalOf(apply, four().state, { type: "defeat", by: ALICE, combatantId: "A" })).toBe("FRAY.Turns.Refusal.GMOnly");
    expect(refusalOf(apply, four().state, { type: "recover", by: GM, combatantId: "A" })).toBe("FRAY.Turns.Refusal.SameCondition");
  });

  it("a combatant that leaves is gone from the order; leaving mid-turn ends the turn", () => {
    const s = run(four().state, begin("A"));
    const r = run(s.state, { type: "leave", by: GM, combatantId: "A" });
    expect(r.events).toEqual([{ type: "turnEnd", combatantIds: ["A"] }]);
    expect(r.state.order).toEqual(["B", "C", "D"]);
    expect(r.state.current).toBe("B");
  });
});

describe("GM overrides, undo and stored state", () => {
  it("the GM can move a combatant in the order; a player cannot", () => {
    const cmd: IndividualCommand = { type: "moveInOrder", by: GM, combatantId: "D", beforeId: "B" };
    expect(run(four().state, cmd).state.order).toEqual(["A", "D", "B", "C"]);
    expect(refusalOf(apply, four().state, { ...cmd, by: ALICE })).toBe("FRAY.Turns.Refusal.GMOnly");
  });

  it("undo restores the previous state exactly, step by step", () => {
    const before = run(four().state, begin("A")).state;
    const after = run(before, end("A"), begin("B")).state;
    const once = run(after, { type: "undo", by: GM }).state;
    const twice = run(once, { type: "undo", by: GM }).state;
    expect(twice).toStrictEqual(before);
  });

  it("only the GM can undo, and not past the beginning", () => {
    expect(refusalOf(apply, four().state, { type: "undo", by: ALICE })).toBe("FRAY.Turns.Refusal.GMOnly");
    let s = four().state;
    while (s.history.length > 0) s = run(s, { type: "undo", by: GM }).state;
    expect(refusalOf(apply, s, { type: "undo", by: GM })).toBe("FRAY.Turns.Refusal.NothingToUndo");
  });

  it("the state is plain JSON that survives a round trip through a Foundry document", () => {
    const s = run(four().state, begin("A"), { type: "hold", by: GM, combatantId: "A", action: "a", trigger: "t" }).state;
    expect(isPlainJson(s)).toBe(true);
    expect(JSON.parse(JSON.stringify(s))).toStrictEqual(s);
  });

  it("an unknown command is refused without touching the state", () => {
    const s = four().state;
    const out = apply(s, { type: "dance", by: GM } as unknown as IndividualCommand);
    expect(out.ok).toBe(false);
    expect(out.ok ? "" : out.reason.key).toBe("FRAY.Turns.Refusal.UnknownCommand");
  });
});
