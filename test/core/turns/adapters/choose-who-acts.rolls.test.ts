import { describe, expect, it } from "vitest";
import { factionsAdapter } from "../../../../src/core/turns/adapters/factions";
import { sideInitiativeAdapter } from "../../../../src/core/turns/adapters/side-initiative";
import { Fight, fighter, GM, group, setup } from "./adapter-harness";

/** The shell answers a roll by its purpose and the id it was for; the adapter finds the engine's request it answers. */
describe("a Foundry roll reaches the request it answers", () => {
  it("a fight-wide roll (the factions' fast-phase threshold) counts whatever group the shell names on it", () => {
    const f = Fight.start(factionsAdapter, setup([group("players"), group("bandits")], [fighter("balthasar", "players", { wit: 12 }), fighter("leader", "bandits")], { startedBy: "players", fastSlow: true }));
    expect(factionsAdapter.rollCommand(f.state, { purpose: "fastThreshold", forId: "players", total: 9 }, GM)).toMatchObject({ forId: null, total: 9 });
    f.apply(factionsAdapter.rollCommand(f.state, { purpose: "fastThreshold", forId: "players", total: 9 }, GM));
    expect(f.view.threshold).toBe(9);
  });

  it("a side's roll stays that side's, and a roll nobody asked for is refused as such", () => {
    const f = Fight.start(sideInitiativeAdapter, setup([group("party", true), group("foes")], [fighter("maren", "party"), fighter("gob", "foes")]));
    expect(sideInitiativeAdapter.rollCommand(f.state, { purpose: "initiative", forId: "foes", total: 3 }, GM)).toMatchObject({ forId: "foes" });
    const stray = sideInitiativeAdapter.rollCommand(f.state, { purpose: "rollOff", forId: "foes", total: 3 }, GM);
    expect(stray).toMatchObject({ purpose: "rollOff", forId: "foes" });
    expect(sideInitiativeAdapter.engine.apply(f.state, stray)).toEqual({ ok: false, reason: { key: "FRAY.Turns.Refusal.NoRollPending", data: { purpose: "rollOff" } } });
  });
});
