/**
 * A fight record whose engine state fails its spec is never used: the tracker still draws, the GM sees what
 * is wrong with Rebuild and Reset beside it, players read that the GM must repair it, and every command is
 * refused with that one reason. And the GM's client never writes such a state itself.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { adapterOf, ask, click, confirms, dice, newEncounter, NOT_STARTED, record, start, stateOf, trackerAs } from "./reset-table";

const { sideInitiativeAdapter } = await import("../../src/core/turns/adapters/side-initiative");
const { damageOf } = await import("../../src/foundry/combat/combat-engine");

const DAMAGED = { ok: false, reason: "FRAY.Tracker.Refusal.damaged" };

afterEach(() => vi.restoreAllMocks());

/** A started fight whose stored engine state lost its undo history (as a bad macro or an old bug could leave it). */
async function damagedFight() {
  const combat = newEncounter();
  expect(await start()).toEqual({ ok: true });
  const { history: _lost, ...rest } = combat.system.state as Record<string, unknown>;
  combat.system.state = rest;
  return combat;
}

describe("a damaged fight record", () => {
  it("is never handed out as a fight", async () => {
    const combat = await damagedFight();
    expect(damageOf(combat as never).map((issue) => issue.path)).toContain("system.state.history");
    expect(adapterOf(combat as never)).toBeNull();
    expect(stateOf(combat as never)).toBeNull();
  });

  it("draws the GM a banner naming what is wrong, with Rebuild and Reset, and nothing of the fight", async () => {
    await damagedFight();
    const { tracker, footer } = await trackerAs("gm");
    expect(tracker).toContain('class="fray-damaged"');
    expect(tracker).toContain("system.state.history");
    expect(tracker).toContain('data-action="frayRebuild"');
    expect(tracker).toContain('data-action="frayReset"');
    expect(tracker).not.toContain("fray-fighter");
    expect(footer).toContain('data-action="frayEnd"');
  });

  it("tells a player only that the GM must repair it", async () => {
    await damagedFight();
    const { tracker, footer } = await trackerAs("p1");
    expect(tracker).toContain("The GM must repair it");
    expect(tracker).not.toContain("system.state");
    expect(tracker + footer).not.toMatch(/frayRebuild|frayReset|frayStart/);
  });

  it("refuses turns, Undo and Start with the damaged reason and changes nothing", async () => {
    const combat = await damagedFight();
    const before = structuredClone(record(combat));
    expect(await ask("p1", "turn", { intent: { kind: "act", combatantId: "maren" } })).toEqual(DAMAGED);
    expect(await ask("gm", "turn", { intent: { kind: "undo" } })).toEqual(DAMAGED);
    expect(await ask("gm", "startFight", { structure: "sideInitiative", choices: {} })).toEqual(DAMAGED);
    expect(record(combat)).toEqual(before);
  });

  it("Rebuild, once confirmed, starts the fight again with the same structure from the combatants present", async () => {
    const combat = await damagedFight();
    const { app } = await trackerAs("gm");
    dice.splice(0, dice.length, 6, 3);
    await click("gm", app, "frayRebuild");
    expect(confirms).toEqual(["<p>FRAY.Tracker.Rebuild.confirm</p>"]);
    expect(damageOf(combat as never)).toEqual([]);
    expect(combat.system.structure).toBe("sideInitiative");
    const view = sideInitiativeAdapter.view(stateOf(combat as never) as never);
    expect([view.started, view.round, view.fighters.map((f) => f.id).sort()]).toEqual([true, 1, ["gob", "maren", "tamsin"]]);
    expect((await trackerAs("gm")).tracker).toContain("fray-fighter");
  });

  it("Reset, once confirmed, puts the encounter back to not started, and Start works again", async () => {
    const combat = await damagedFight();
    await click("gm", (await trackerAs("gm")).app, "frayReset");
    expect(record(combat)).toMatchObject(NOT_STARTED);
    expect(await start()).toEqual({ ok: true });
  });
});

describe("an engine bug", () => {
  it("cannot write a state that fails its spec: the command is refused as failed, nothing is written", async () => {
    const combat = newEncounter();
    await start();
    const before = structuredClone(record(combat));
    const writes = combat.updates.length;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(sideInitiativeAdapter.engine, "apply").mockReturnValueOnce({ ok: true, state: { structure: "sideInitiative", round: 1 }, events: [] } as never);
    expect(await ask("p1", "turn", { intent: { kind: "act", combatantId: "maren" } })).toEqual({ ok: false, reason: "FRAY.Channel.failed" });
    expect(combat.updates).toHaveLength(writes);
    expect(record(combat)).toEqual(before);
    expect(errors).toHaveBeenCalled();
  });
});
