import { describe, expect, it } from "vitest";
import { rejoinOf } from "../../../src/core/turns/rejoin";

describe("what a combatant taken out by its player brings back", () => {
  it("a turn taken, under way or held this round stays used; last round's does not", () => {
    for (const status of ["acted", "acting", "holding"] as const) expect(rejoinOf({ round: 2, status }, 2, "m").actedThisRound).toBe(true);
    expect(rejoinOf({ round: 1, status: "acted" }, 2, "m").actedThisRound).toBe(false);
    expect(rejoinOf({ round: 2, status: "ready" }, 2, "m")).toEqual({ actedThisRound: false, budget: null, condition: null });
    expect(rejoinOf(null, 2, "m")).toEqual({ actedThisRound: false, budget: null, condition: null });
  });
  it("a fallen, dying or defeated one comes back so, whatever the round", () => {
    expect(rejoinOf({ round: 1, status: "defeated" }, 3, "m").condition).toEqual({ kind: "defeat", combatantId: "m" });
    expect(rejoinOf({ round: 1, status: "unconscious" }, 3, "m").condition).toEqual({ kind: "fallUnconscious", combatantId: "m" });
    expect(rejoinOf({ round: 1, status: "dying" }, 3, "m").condition).toEqual({ kind: "fallUnconscious", combatantId: "m", dying: true });
  });
});

describe("what a rejoining combatant had spent", () => {
  it("comes back with it in the same round", () => {
    expect(rejoinOf({ round: 2, status: "ready", budget: { mainSpent: true } }, 2, "m").budget).toEqual({ mainSpent: true });
  });
  it("is forgotten in a later round, and an older record without one brings none", () => {
    expect(rejoinOf({ round: 1, status: "ready", budget: { mainSpent: true } }, 2, "m").budget).toBeNull();
    expect(rejoinOf({ round: 2, status: "ready" }, 2, "m").budget).toBeNull();
    expect(rejoinOf(null, 2, "m").budget).toBeNull();
  });
});
