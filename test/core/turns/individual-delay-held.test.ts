import { describe, expect, it } from "vitest";
import { canActNow } from "../../../src/core/turns/individual";
import type { IndividualCommand, IndividualState } from "../../../src/core/turns/individual";
import { ALICE, BOB, GM, refusalOf, turnStarts } from "./sequence-fixtures";
import { apply, begin, end, four, playTurns, run } from "./individual-fixtures";

const delay = (id: string, by = GM): IndividualCommand => ({ type: "delay", by, combatantId: id });
const stepIn = (id: string, by = GM): IndividualCommand => ({ type: "stepIn", by, combatantId: id });
const hold = (id: string, by = GM): IndividualCommand => ({ type: "hold", by, combatantId: id, action: "shoot", trigger: "when the door opens" });
const trigger = (id: string, triggeredBy?: string, by = GM): IndividualCommand =>
  triggeredBy === undefined ? { type: "triggerHeld", by, combatantId: id } : { type: "triggerHeld", by, combatantId: id, triggeredBy };
const held = (s: IndividualState, id: string) => s.combatants.find((x) => x.id === id)?.held ?? null;

describe("delay", () => {
  it("a delaying combatant takes no action now, steps in after another's turn, and acts from that place in later rounds", () => {
    const r = run(four().state, delay("A", ALICE), begin("B"), end("B"), stepIn("A", ALICE), end("A", ALICE), begin("C"), end("C"), begin("D"), end("D"));
    expect(turnStarts(r.events)).toEqual([["B"], ["A"], ["C"], ["D"]]);
    expect(r.state.order).toEqual(["B", "A", "C", "D"]);
    const round2 = playTurns(r.state, 4);
    expect(turnStarts(round2.events)).toEqual([["B"], ["A"], ["C"], ["D"]]);
  });

  it("delaying fires no turn events for the given-up moment; the one real turn fires them once", () => {
    const r = run(four().state, delay("A"));
    expect(r.events).toEqual([]);
    expect(r.state.current).toBe("B");
  });

  it("delay is only possible before the turn has begun (you take no actions now)", () => {
    const s = run(four().state, begin("A")).state;
    expect(refusalOf(apply, s, delay("A"))).toBe("FRAY.Turns.Refusal.TurnInProgress");
  });

  it("a delayer cannot step in while someone else's turn is running", () => {
    const s = run(four().state, delay("A"), begin("B")).state;
    expect(refusalOf(apply, s, stepIn("A"))).toBe("FRAY.Turns.Refusal.TurnInProgress");
    expect(canActNow(s)).toEqual(["B"]);
  });

  it("between turns a delayer may step in, and the tracker offers it", () => {
    const s = run(four().state, delay("A")).state;
    expect(canActNow(s)).toEqual(["A", "B"]);
  });

  it("only a delaying combatant can step in", () => {
    expect(refusalOf(apply, four().state, stepIn("C"))).toBe("FRAY.Turns.Refusal.NotDelaying");
  });

  it("the round is not over while someone is still delaying: stepping in at the end puts it last", () => {
    const s = run(four().state, delay("A"), begin("B"), end("B"), begin("C"), end("C"), begin("D"), end("D"));
    expect(s.events.some((e) => e.type === "roundEnd")).toBe(false);
    expect(s.state.current).toBeNull();
    const last = run(s.state, stepIn("A"), end("A"));
    expect(last.state.order).toEqual(["B", "C", "D", "A"]);
    expect(last.events).toContainEqual({ type: "roundEnd", round: 1 });
    expect(last.state.current).toBe("B");
  });

  it("a delayer who gives the turn up keeps its old place and the round ends", () => {
    const s = run(four().state, delay("A"), begin("B"), end("B"), begin("C"), end("C"), begin("D"), end("D")).state;
    const r = run(s, end("A", ALICE));
    expect(turnStarts(r.events)).toEqual([]);
    expect(r.events).toContainEqual({ type: "roundEnd", round: 1 });
    expect(r.state.order).toEqual(["A", "B", "C", "D"]);
  });

  it("a dying combatant cannot delay", () => {
    const s = run(four().state, { type: "fallUnconscious", by: GM, combatantId: "A", dying: true }).state;
    expect(refusalOf(apply, s, delay("A"))).toBe("FRAY.Turns.Refusal.CannotActWhileDown");
  });
});

describe("held actions", () => {
  it("a held action triggered later this round resolves at once and moves the holder to just after the triggering creature", () => {
    const bActing = run(four().state, begin("A"), hold("A"), end("A"), begin("B")).state;
    expect(bActing.order).toEqual(["A", "B", "C", "D"]);
    const r = run(bActing, trigger("A", "B", ALICE));
    expect(r.events).toEqual([]); // an immediate action, not a turn
    expect(r.state.order).toEqual(["B", "A", "C", "D"]);
    expect(held(r.state, "A")).toBeNull();
    expect(r.state.current).toBe("B");
    expect(r.state.turnBegun).toBe(true);
  });

  it("the trigger's creature defaults to whoever's turn is running", () => {
    const s = run(four().state, begin("A"), hold("A"), end("A"), begin("B"), end("B"), begin("C"), trigger("A", undefined, ALICE)).state;
    expect(s.order).toEqual(["B", "C", "A", "D"]);
  });

  it("after its held action the holder does not get a second turn this round, and acts from its new place next round", () => {
    const s = run(four().state, begin("A"), hold("A"), end("A"), begin("B"), end("B"), begin("C"), trigger("A")).state;
    expect(s.order).toEqual(["B", "C", "A", "D"]);
    const rest = run(s, end("C"), begin("D"), end("D"));
    expect(turnStarts(rest.events)).toEqual([["D"]]);
    const round2 = playTurns(rest.state, 4);
    expect(turnStarts(round2.events)).toEqual([["B"], ["C"], ["A"], ["D"]]);
  });

  it("a held action not triggered before the start of the holder's next turn is lost", () => {
    const s = run(four().state, begin("A"), hold("A"), end("A")).state;
    expect(held(s, "A")).toEqual({ action: "shoot", trigger: "when the door opens", declaredRound: 1 });
    const next = playTurns(s, 3).state; // B, C, D: round 2 begins with A up
    expect(next.current).toBe("A");
    expect(held(next, "A")).toBeNull();
    expect(refusalOf(apply, next, trigger("A", "D"))).toBe("FRAY.Turns.Refusal.NoHeldAction");
  });

  it("triggered in the next round before its own turn, the held action is that round's turn: no second turn", () => {
    const s = playTurns(four().state, 1).state; // A acted; B up
    const holding = run(s, begin("B"), hold("B"), end("B"), begin("C"), end("C"), begin("D"), end("D")).state;
    expect(holding.round).toBe(2);
    const r = run(holding, begin("A"), trigger("B", "A", BOB), end("A"));
    expect(r.state.order).toEqual(["A", "B", "C", "D"]);
    expect(turnStarts(r.events)).toEqual([["A"]]);
    expect(r.state.current).toBe("C"); // B's place in round 2 was spent on the held action
  });

  it("only the holder's owner (or the GM) can spring it, and only against another combatant", () => {
    const s = run(four().state, begin("A"), hold("A"), end("A"), begin("B")).state;
    expect(refusalOf(apply, s, trigger("A", "B", BOB))).toBe("FRAY.Turns.Refusal.NotOwner");
    expect(refusalOf(apply, s, trigger("A", "A", ALICE))).toBe("FRAY.Turns.Refusal.InvalidTrigger");
    expect(refusalOf(apply, s, trigger("A", "nobody", ALICE))).toBe("FRAY.Turns.Refusal.InvalidTrigger");
    expect(canActNow(s)).toEqual(["A", "B"]);
  });

  it("a player's held action goes off on whoever is acting now, never on someone the player names instead", () => {
    const s = run(four().state, begin("A"), hold("A"), end("A"), begin("B")).state;
    expect(refusalOf(apply, s, trigger("A", "D", ALICE))).toBe("FRAY.Turns.Refusal.TriggerNotActing");
    expect(run(s, trigger("A", "B", ALICE)).state.order).toEqual(["B", "A", "C", "D"]);
  });

  it("when nobody is up, only the GM can spring a held action, on whoever the GM names", () => {
    const s = run(four().state, begin("A"), hold("A"), end("A"), delay("B", BOB), begin("C"), end("C"), begin("D"), end("D")).state;
    expect(s.current).toBeNull();
    expect(refusalOf(apply, s, trigger("A", "C", ALICE))).toBe("FRAY.Turns.Refusal.TriggerNotActing");
    expect(run(s, trigger("A", "C", GM)).state.order).toEqual(["B", "C", "A", "D"]);
  });

  it("a hold is declared during one's own begun turn, with an action and a trigger, once", () => {
    const up = four().state;
    expect(refusalOf(apply, up, hold("A"))).toBe("FRAY.Turns.Refusal.TurnNotBegun");
    const begun = run(up, begin("A")).state;
    expect(refusalOf(apply, begun, { type: "hold", by: GM, combatantId: "A", action: " ", trigger: "x" })).toBe("FRAY.Turns.Refusal.InvalidText");
    const holding = run(begun, hold("A")).state;
    expect(refusalOf(apply, holding, hold("A"))).toBe("FRAY.Turns.Refusal.AlreadyHolding");
    expect(refusalOf(apply, holding, trigger("A", "B"))).toBe("FRAY.Turns.Refusal.NotNow");
  });

  it("a holder that goes down loses its held action", () => {
    const s = run(four().state, begin("A"), hold("A"), end("A"), { type: "fallUnconscious", by: GM, combatantId: "A" }).state;
    expect(held(s, "A")).toBeNull();
  });
});
