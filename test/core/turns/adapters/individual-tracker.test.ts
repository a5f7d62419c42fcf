/**
 * What the tracker shows and offers for an individual-initiative fight (seed 002) before it starts, while
 * the d20s are coming in, and for the buttons and rolls the shell hands the adapter.
 */
import { describe, expect, it } from "vitest";
import { HOLD_PLACEHOLDER, individualAdapter } from "../../../../src/core/turns/adapters/individual";
import { individualActiveId } from "../../../../src/core/turns/adapters/individual-view";
import type { IndividualCommand, IndividualState } from "../../../../src/core/turns/individual-types";
import { Fight, fighter, GM, labels, player, setup, statuses } from "./adapter-harness";
import { click, initiatives, orderLine, startFight } from "./sequence-harness";

const ALICE = player("alice");
const three = () =>
  setup([], [
    fighter("A", "", { initiativeBonus: 8, owners: ["alice"] }),
    fighter("B", "", { initiativeBonus: 2 }),
    fighter("C", "", { initiativeBonus: 0 }),
  ].map((f) => ({ ...f, groupId: null })));

/** Joined but not started: the GM has not pressed start yet. */
function joined(): Fight<IndividualState, IndividualCommand> {
  const f = new Fight(individualAdapter, individualAdapter.initial());
  for (const cmd of individualAdapter.setup?.(three(), GM).slice(0, -1) ?? []) f.apply(cmd);
  return f;
}

/** A 20.08, B 17.02, C 10: A up. */
const rolled = () => startFight(individualAdapter, three()).roll("initiative", "A", 20).roll("initiative", "B", 17).roll("initiative", "C", 10);

describe("individual tracker before the fight starts", () => {
  it("shows everyone waiting, no order, no rolls asked for, and offers only the GM's roster buttons", () => {
    const f = joined();
    const v = f.view;
    expect(v.started).toBe(false);
    expect(v.phase).toBe("setup");
    expect(v.round).toBe(0);
    expect(v.order).toEqual([]);
    expect(v.pendingRolls).toEqual([]);
    expect(statuses(v)).toEqual({ A: "waiting", B: "waiting", C: "waiting" });
    expect(initiatives(v)).toEqual({ A: null, B: null, C: null });
    expect(labels(f.allowed(ALICE))).toEqual([]);
    expect(labels(f.allowed(GM)).filter((l) => !/^(defeat|fallUnconscious|leave) /.test(l))).toEqual(["undo"]);
  });
});

describe("individual tracker while the d20s come in", () => {
  it("nobody shows as acted or up before the order is settled; the rolled show their initiative", () => {
    const f = startFight(individualAdapter, three()).roll("initiative", "B", 17);
    const v = f.view;
    expect(v.started).toBe(true);
    expect(v.phase).toBe("rolling");
    expect(statuses(v)).toEqual({ A: "waiting", B: "waiting", C: "waiting" });
    expect(initiatives(v)).toEqual({ A: null, B: 17.02, C: null });
    expect(v.order).toEqual([]);
    expect(v.activeIds).toEqual([]);
    expect(v.pendingRolls.map((p) => p.forIds)).toEqual([["A"], ["C"]]);
    expect(labels(f.allowed(GM)).filter((l) => /^(act|delay|endTurn|hold|stepIn|triggerHeld|nextRound) ?/.test(l))).toEqual([]);
  });

  it("a Foundry total answered for several ids at once goes to the first of them, less its bonus", () => {
    const f = startFight(individualAdapter, three());
    f.apply(individualAdapter.rollCommand(f.state, { purpose: "initiative", forId: null, forIds: ["A", "B"], total: 20 }, GM));
    expect(initiatives(f.view)).toMatchObject({ A: 20.08, B: null });
  });

  it("a roll for a purpose this structure never asks for is refused, not taken as initiative", () => {
    const f = startFight(individualAdapter, three());
    const cmd = individualAdapter.rollCommand(f.state, { purpose: "baseInitiative", forId: "A", total: 12 }, GM);
    const out = individualAdapter.engine.apply(f.state, cmd);
    expect(out.ok ? "accepted" : out.reason.key).toBe("FRAY.Turns.Refusal.NoRollPending");
  });
});

describe("individual tracker buttons", () => {
  it("turn buttons without a name act for whoever is up; with nobody up they mean nothing", () => {
    const f = rolled();
    expect(individualAdapter.command(f.state, { kind: "act" }, ALICE)).toEqual({ type: "beginTurn", by: ALICE, combatantId: "A" });
    expect(individualAdapter.command(f.state, { kind: "delay" }, ALICE)).toEqual({ type: "delay", by: ALICE, combatantId: "A" });
    expect(individualAdapter.command(f.state, { kind: "endTurn" }, ALICE)).toEqual({ type: "endTurn", by: ALICE, combatantId: "A" });
    expect(individualAdapter.command(f.state, { kind: "hold", actionId: "shoot", trigger: "it moves" }, ALICE)).toEqual({
      type: "hold", by: ALICE, combatantId: "A", action: "shoot", trigger: "it moves",
    });
    // Hold without any text reaches the engine blank, and the engine asks for both.
    expect(individualAdapter.command(f.state, { kind: "hold" }, ALICE)).toEqual({ type: "hold", by: ALICE, combatantId: "A", action: "", trigger: "" });
    // Stepping in and springing a held action always name who does it.
    expect(individualAdapter.command(f.state, { kind: "stepIn" }, ALICE)).toBeNull();
    expect(individualAdapter.command(f.state, { kind: "triggerHeld" }, ALICE)).toBeNull();
    // A delays, B and C play: the round waits on A with nobody up.
    click(f, { kind: "delay" }, ALICE).turn("B").turn("C");
    expect(f.state.current).toBeNull();
    for (const kind of ["act", "delay", "endTurn", "hold"] as const) expect(individualAdapter.command(f.state, { kind }, GM)).toBeNull();
  });

  it("the hold button the tracker offers is the one whose placeholder text the shell's dialog replaces", () => {
    const f = rolled();
    click(f, { kind: "act" }, ALICE);
    const hold = individualAdapter.candidates(f.state).find((i) => i.kind === "hold");
    expect(hold).toEqual({ kind: "hold", combatantId: "A", actionId: HOLD_PLACEHOLDER.actionId, trigger: HOLD_PLACEHOLDER.trigger });
  });

  it("a dying creature up for its death save shows as dying until it begins, then as acting", () => {
    const f = rolled();
    click(f, { kind: "fallUnconscious", combatantId: "A", dying: true });
    expect(statuses(f.view).A).toBe("dying");
    expect(orderLine(f.view)[0]).toBe("A@20.08*");
    expect(individualActiveId(f.state)).toBeNull();
    click(f, { kind: "act", combatantId: "A" });
    expect(statuses(f.view).A).toBe("acting");
    expect(individualActiveId(f.state)).toBe("A");
    expect(f.view.activeIds).toEqual(["A"]);
  });
});
