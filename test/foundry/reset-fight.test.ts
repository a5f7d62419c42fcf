/**
 * The GM's way back to "not started": a Reset button on the tracker's footer whenever a fight runs, confirmed
 * on the GM's own client before anything is sent; it keeps the combatants and forgets the fight, so Start works
 * again. A player cannot reset, whatever their console sends.
 */
import { describe, expect, it } from "vitest";
import { ask, click, confirmAnswers, confirms, net, newEncounter, NOT_STARTED, record, RESET_FIGHT, start, trackerAs } from "./reset-table";

describe("resetting a running fight", () => {
  it("the GM confirms on the tracker's Reset; the encounter is back to not started with its combatants, and Start works again", async () => {
    const combat = newEncounter();
    expect(await start()).toEqual({ ok: true });
    // A player's combatant left the fight, and a declaration was sealed this round.
    combat.system.departed = { maren: { round: 1, status: "ready", budget: null } };
    combat.system.sealed = { round: 1, ids: ["tamsin"], reasked: true };
    const { footer, app } = await trackerAs("gm");
    expect(footer).toContain('data-action="frayReset"');
    await click("gm", app, "frayReset");
    expect(confirms).toEqual(["<p>FRAY.Tracker.Reset.confirm</p>"]);
    expect(record(combat)).toEqual({ ...NOT_STARTED, departed: {}, sealed: { round: 0, ids: [], reasked: false } });
    expect(combat.round).toBe(0);
    expect(combat.combatants.contents.map((c: { id: string }) => c.id)).toEqual(["maren", "tamsin", "gob"]);
    expect((await trackerAs("gm")).tracker).toContain('data-action="frayStart"');
    expect(await start()).toEqual({ ok: true });
    expect(combat.system.structure).toBe("sideInitiative");
  });

  it("sends nothing when the GM answers no", async () => {
    const combat = newEncounter();
    await start();
    const writes = combat.updates.length;
    confirmAnswers.push(false);
    await click("gm", (await trackerAs("gm")).app, "frayReset");
    expect(combat.updates).toHaveLength(writes);
    expect(combat.system.structure).toBe("sideInitiative");
  });

  it("is not offered to a player, and a reset a player's console sends is refused as GM only", async () => {
    const combat = newEncounter();
    await start();
    const before = structuredClone(record(combat));
    expect((await trackerAs("p1")).footer).not.toContain("frayReset");
    net.sent.length = 0;
    expect(await ask("p1", RESET_FIGHT, {})).toEqual({ ok: false, reason: "FRAY.Tracker.Refusal.gmOnly" });
    // It went over the socket to the GM, who refused it.
    expect(net.sent.some((sent) => (sent.message as { kind?: string }).kind === RESET_FIGHT && sent.from === "p1")).toBe(true);
    expect(record(combat)).toEqual(before);
  });
});
