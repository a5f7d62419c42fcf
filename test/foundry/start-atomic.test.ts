/**
 * A start is all or nothing: a refused start writes nothing, a start that breaks part-way (the initiative
 * card cannot be posted) is taken back to "not started", and either way the GM can start the fight again.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { ask, newEncounter, NOT_STARTED, record, start, stateOf } from "./reset-table";

const g = globalThis as Record<string, any>;

afterEach(() => vi.restoreAllMocks());

describe("a refused start", () => {
  it("writes nothing, and the GM starts the fight once there is someone to fight", async () => {
    const combat = newEncounter();
    await combat.deleteEmbeddedDocuments("Combatant", ["maren", "tamsin", "gob"]);
    const refused = await start("individual");
    expect(refused.ok).toBe(false);
    expect(combat.updates).toEqual([]);
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: "maren" }, { actorId: "gob" }]);
    expect(await start("individual")).toEqual({ ok: true });
    expect(combat.system.structure).toBe("individual");
  });
});

describe("a start that breaks part-way", () => {
  it("when the initiative card cannot be posted, leaves the encounter not started and tells the GM; Start works again", async () => {
    const combat = newEncounter();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(g.foundry.dice.Roll.prototype, "toMessage").mockRejectedValueOnce(new Error("chat message could not be created"));
    expect(await start()).toEqual({ ok: false, reason: "FRAY.Tracker.Refusal.startFailed" });
    expect(record(combat)).toMatchObject(NOT_STARTED);
    expect(combat.round).toBe(0);
    expect(errors).toHaveBeenCalled();
    expect(await start()).toEqual({ ok: true });
    expect(combat.system.structure).toBe("sideInitiative");
    expect((stateOf(combat as never) as { round: number }).round).toBe(1);
  });
});

describe("a start that succeeds", () => {
  it("writes the structure only with the engine's state, and cannot be undone: Undo right after it never leads to a refused Start", async () => {
    const combat = newEncounter();
    expect(await start()).toEqual({ ok: true });
    const withStructure = combat.updates.filter((update: { system?: object }) => update.system && "structure" in update.system);
    expect(withStructure.length).toBeGreaterThan(0);
    for (const update of withStructure) expect(Object.keys(update.system).some((key) => key === "state" || key === "==state")).toBe(true);
    expect(record(combat).state.history).toEqual([]);
    expect(record(combat).roundHistory).toEqual([]);
    const undo = await ask("gm", "turn", { intent: { kind: "undo" } });
    expect(undo.ok).toBe(false);
    expect(combat.system.structure).toBe("sideInitiative");
  });
});
