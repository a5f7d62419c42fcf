import { describe, expect, it } from "vitest";
import { individualAdapter } from "../../../../src/core/turns/adapters/individual";
import { expectSerialisable, fighter, GM, labels, player, setup, statuses } from "./adapter-harness";
import { click, initiatives, orderLine, startFight, viewOf } from "./sequence-harness";

const ALICE = player("alice");
const BOB = player("bob");

const five = () =>
  setup([], [
    fighter("A", "", { initiativeBonus: 8, owners: ["alice"] }),
    fighter("B", "", { initiativeBonus: 2, owners: ["bob"] }),
    fighter("C", "", { initiativeBonus: 0 }),
    fighter("D", "", { initiativeBonus: 5 }),
    fighter("E", "", { initiativeBonus: 0 }),
  ].map((f) => ({ ...f, groupId: null })));

/** Rolled and roll-off settled: A 20.08, B 17.02, E 10 (won the roll-off), C 10, D 8.05; A up. */
function rolled() {
  const f = startFight(individualAdapter, five());
  for (const [id, total] of [["A", 20], ["B", 17], ["C", 10], ["D", 8], ["E", 10]] as const) f.roll("initiative", id, total);
  return f.roll("initiativeRollOff", "C", 4).roll("initiativeRollOff", "E", 15);
}

describe("individual adapter: a whole fight through the tracker", () => {
  it("asks for every d20 with its bonus, then for the roll-off of the true tie, then starts round 1", () => {
    const f = startFight(individualAdapter, five());
    expect(individualAdapter.setup?.(five(), GM).map((c) => c.type)).toEqual(["join", "join", "join", "join", "join", "start"]);
    expect(f.view.started).toBe(true);
    expect(f.view.phase).toBe("rolling");
    expect(f.view.pendingRolls).toEqual([
      { purpose: "initiative", formula: "1d20+8", forIds: ["A"] },
      { purpose: "initiative", formula: "1d20+2", forIds: ["B"] },
      { purpose: "initiative", formula: "1d20", forIds: ["C"] },
      { purpose: "initiative", formula: "1d20+5", forIds: ["D"] },
      { purpose: "initiative", formula: "1d20", forIds: ["E"] },
    ]);
    for (const [id, total] of [["A", 20], ["B", 17], ["C", 10], ["D", 8], ["E", 10]] as const) f.roll("initiative", id, total);
    expect(initiatives(f.view)).toEqual({ A: 20.08, B: 17.02, C: 10, D: 8.05, E: 10 });
    expect(f.view.pendingRolls).toEqual([{ purpose: "initiativeRollOff", formula: "1d20", forIds: ["C", "E"] }]);
    f.roll("initiativeRollOff", "C", 4);
    expect(f.view.pendingRolls).toEqual([{ purpose: "initiativeRollOff", formula: "1d20", forIds: ["E"] }]);
    f.roll("initiativeRollOff", "E", 15);
    const v = f.view;
    expect(v.phase).toBe("fighting");
    expect(v.round).toBe(1);
    expect(v.pendingRolls).toEqual([]);
    expect(orderLine(v)).toEqual(["A@20.08*", "B@17.02", "E@10", "C@10", "D@8.05"]);
    expect(v.activeIds).toEqual([]);
    expect(statuses(v)).toEqual({ A: "ready", B: "waiting", C: "waiting", D: "waiting", E: "waiting" });
    expect(v.groups).toEqual([]);
    expectSerialisable(v);
  });

  it("delay, step in, hold with a trigger, the trigger springing it, and the round rolling over", () => {
    const f = rolled();
    click(f, { kind: "delay", combatantId: "A" }, ALICE);
    expect(statuses(f.view)).toMatchObject({ A: "delaying", B: "ready" });
    expect(orderLine(f.view)).toEqual(["A@20.08", "B@17.02*", "E@10", "C@10", "D@8.05"]);

    click(f, { kind: "act", combatantId: "B" }, BOB);
    expect(f.view.activeIds).toEqual(["B"]);
    expect(statuses(f.view)).toMatchObject({ A: "delaying", B: "acting" });
    click(f, { kind: "endTurn", combatantId: "B" }, BOB);
    expect(statuses(f.view)).toMatchObject({ A: "delaying", B: "acted", E: "ready" });

    // A steps in between B and E: its place (and count) move there for good.
    click(f, { kind: "stepIn", combatantId: "A" }, ALICE);
    expect(orderLine(f.view)).toEqual(["B@17.02✓", "A@10*", "E@10", "C@10", "D@8.05"]);
    expect(f.view.activeIds).toEqual(["A"]);

    click(f, { kind: "hold", combatantId: "A", actionId: "shoot", trigger: "when the door opens" }, ALICE);
    expect(viewOf(f.view, "A")?.held).toEqual({ action: "shoot", trigger: "when the door opens" });
    click(f, { kind: "endTurn", combatantId: "A" }, ALICE);
    expect(statuses(f.view)).toMatchObject({ A: "holding", E: "ready" });
    expect(viewOf(f.view, "A")?.held).toEqual({ action: "shoot", trigger: "when the door opens" });

    click(f, { kind: "act", combatantId: "E" });
    const trigger = f.adapter.candidates(f.state).find((i) => i.kind === "triggerHeld" && i.combatantId === "A");
    expect(trigger).toEqual({ kind: "triggerHeld", combatantId: "A", triggeredBy: "E" });
    click(f, trigger ?? { kind: "triggerHeld" }, ALICE);
    expect(orderLine(f.view)).toEqual(["B@17.02✓", "E@10*", "A@10✓", "C@10", "D@8.05"]);
    expect(viewOf(f.view, "A")).toMatchObject({ status: "acted", held: null });
    expect(f.view.activeIds).toEqual(["E"]);

    click(f, { kind: "endTurn", combatantId: "E" });
    f.turn("C").turn("D");
    const r2 = f.view;
    expect(r2.round).toBe(2);
    expect(orderLine(r2)).toEqual(["B@17.02*", "E@10", "A@10", "C@10", "D@8.05"]);
    expect(statuses(r2)).toEqual({ A: "waiting", B: "ready", C: "waiting", D: "waiting", E: "waiting" });
    expectSerialisable(r2);
  });

  it("a dying creature shows as dying; a newcomer rolls alone and slots in by its count", () => {
    const f = rolled();
    click(f, { kind: "fallUnconscious", combatantId: "D", dying: true });
    click(f, { kind: "fallUnconscious", combatantId: "C" });
    expect(statuses(f.view)).toMatchObject({ C: "unconscious", D: "dying" });
    f.apply(individualAdapter.join({ ...fighter("F", "", { initiativeBonus: 3 }), groupId: null }, null, GM));
    expect(f.view.pendingRolls).toEqual([{ purpose: "initiative", formula: "1d20+3", forIds: ["F"] }]);
    expect(viewOf(f.view, "F")?.status).toBe("waiting");
    f.roll("initiative", "F", 15);
    expect(orderLine(f.view)).toEqual(["A@20.08*", "B@17.02", "F@15.03", "E@10", "C@10", "D@8.05"]);
    f.turn("A", ALICE).turn("B", BOB).turn("F").turn("E");
    // C is passed over; D, dying, still gets its turn for its death save.
    expect(orderLine(f.view)).toEqual(["A@20.08✓", "B@17.02✓", "F@15.03✓", "E@10✓", "C@10✓", "D@8.05*"]);
    click(f, { kind: "act", combatantId: "D" });
    expect(statuses(f.view)).toMatchObject({ D: "acting" });
    click(f, { kind: "defeat", combatantId: "D" });
    expect(f.view.round).toBe(2);
    expect(statuses(f.view)).toMatchObject({ A: "ready", D: "defeated" });
  });

  it("a holder waiting while only a delayer is left has its held action sprung by the GM, on anyone's action", () => {
    const f = rolled();
    click(f, { kind: "act", combatantId: "A" }, ALICE);
    click(f, { kind: "hold", combatantId: "A", actionId: "shoot", trigger: "the door opens" }, ALICE);
    click(f, { kind: "endTurn", combatantId: "A" }, ALICE);
    click(f, { kind: "delay", combatantId: "B" }, BOB);
    f.turn("E").turn("C").turn("D");
    expect(f.view.round).toBe(1);
    expect(f.view.order.some((s) => s.current)).toBe(false);
    expect(statuses(f.view)).toMatchObject({ A: "holding", B: "delaying" });
    expect(f.adapter.engine.canActNow(f.state)).toEqual(["B"]);
    // Nobody is up: a player cannot name the trigger, the GM may name anyone.
    expect(labels(f.allowed(ALICE))).toEqual([]);
    expect(labels(f.allowed(GM)).filter((l) => l.startsWith("triggerHeld"))).toEqual(["triggerHeld A", "triggerHeld A", "triggerHeld A", "triggerHeld A"]);
    click(f, { kind: "triggerHeld", combatantId: "A", triggeredBy: "D" }, GM);
    expect(orderLine(f.view)).toEqual(["B@17.02", "E@10✓", "C@10✓", "D@8.05✓", "A@8.05✓"]);
    click(f, { kind: "stepIn", combatantId: "B" }, BOB);
    click(f, { kind: "endTurn", combatantId: "B" }, BOB);
    expect(f.view.round).toBe(2);
  });

  it("undo through the adapter restores the view before the last step", () => {
    const f = rolled();
    const before = f.view;
    click(f, { kind: "act", combatantId: "A" }, ALICE);
    click(f, { kind: "undo" });
    expect(f.view).toStrictEqual(before);
  });

  it("intents that mean nothing here translate to null", () => {
    const s = rolled().state;
    for (const kind of ["pass", "react", "chooseFirst", "endGroupTurn", "declare", "lockDeclarations"] as const) {
      expect(individualAdapter.command(s, { kind, combatantId: "A" }, GM)).toBeNull();
    }
  });
});

describe("individual adapter: buttons after the dry run", () => {
  it("a player gets only their own combatant's buttons; the GM everything the engine allows", () => {
    const f = rolled();
    expect(labels(f.allowed(ALICE))).toEqual(["act A", "delay A"]);
    expect(labels(f.allowed(BOB))).toEqual([]);
    const gm = labels(f.allowed(GM));
    expect(gm.filter((l) => /^(act|delay|endTurn|hold|stepIn|triggerHeld) /.test(l))).toEqual(["act A", "delay A"]);
    expect(gm).toEqual(expect.arrayContaining(["nextRound", "undo", "defeat E", "fallUnconscious C", "leave D"]));

    click(f, { kind: "act", combatantId: "A" }, ALICE);
    expect(labels(f.allowed(ALICE))).toEqual(["endTurn A", "hold A"]);
    click(f, { kind: "hold", combatantId: "A", actionId: "shoot", trigger: "the door opens" }, ALICE);
    click(f, { kind: "endTurn", combatantId: "A" }, ALICE);
    click(f, { kind: "delay", combatantId: "B" }, BOB);
    // E is up (not yet begun): B may step in before it, A may spring its held action on E.
    expect(labels(f.allowed(ALICE))).toEqual(["triggerHeld A"]);
    expect(labels(f.allowed(BOB))).toEqual(["endTurn B", "stepIn B"]);
    expect(labels(f.allowed(player("carol")))).toEqual([]);
  });
});
