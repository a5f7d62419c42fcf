/**
 * A player with a browser console against the chaos of combat's countdown: its record is a flag on the
 * Combat, which only a GM may write (a player may update a Combat's round and turn, nothing else:
 * https://foundryvtt.com/api/v13/classes/foundry.documents.BaseCombat.html, docs/security.md); the
 * declaration is stamped with the GM's clock, never a time the player sends; another combat's id finds no countdown.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { askAs, beginTurn, combatDouble, double, factionsFight, resetDoubles, startFactions, trackerStatus, world } from "../flows/attack/fight";

const { registerFactionsChaos } = await import("../../../../src/rulesets/factions/flows/chaos/register");
const { CHAOS_COMMAND, CHAOS_REFUSAL } = await import("../../../../src/rulesets/factions/flows/chaos/countdown-commands");
const { storedCountdowns } = await import("../../../../src/rulesets/factions/flows/chaos/countdown-flag");
registerFactionsChaos();

type Plain = Record<string, any>;
let combat: Plain;
const TURN_START = Date.UTC(2026, 10, 23, 22, 0, 0);
const countdown = () => storedCountdowns(combat as never).find((entry) => entry.combatantId === "balthasar");

/** `userId` sends a countdown command `ms` after Balthasar's turn started. */
async function consoleSends(userId: string, command: string, ms: number, payload: Plain) {
  vi.setSystemTime(TURN_START + ms);
  const { answer } = await askAs(userId, command, payload, []);
  double.actAs("gm");
  return answer as Plain;
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(TURN_START);
  resetDoubles();
  combatDouble.net.actAs("gm");
  world.settings.set("fray.factionsChaosOfCombat", "on");
  ({ combat } = factionsFight([
    { id: "balthasar", name: "Balthasar", owners: ["p1"] },
    { id: "bandit", name: "Bandit", owners: [], monster: true },
  ]));
  await startFactions();
  await beginTurn("balthasar");
});
afterEach(() => {
  vi.useRealTimers();
  world.settings.delete("fray.factionsChaosOfCombat");
});

describe("the chaos countdown, against a player's console", () => {
  it("Balthasar's player cannot write the countdown flag: Foundry refuses, and the clock stands as the GM started it", async () => {
    const before = countdown();
    // The combat double runs on its own network of clients: the console is p1's there.
    combatDouble.net.actAs("p1");
    await expect(combat.setFlag("fray", "factionsChaos", [{ ...before, deadline: TURN_START + 3_600_000 }])).rejects.toThrow();
    await expect(combat.update({ flags: { fray: { factionsChaos: [] } } })).rejects.toThrow();
    combatDouble.net.actAs("gm");
    expect(countdown()).toEqual(before);
  });

  it("nor the after-fight mark: a player cannot make the fight look already worn, to spare their gear its rolls", async () => {
    combatDouble.net.actAs("p1");
    await expect(combat.setFlag("fray", "factionsAfterFightRun", true)).rejects.toThrow();
    combatDouble.net.actAs("gm");
    expect(combat.getFlag("fray", "factionsAfterFightRun")).toBeUndefined();
  });

  it("a late declaration carrying an earlier time is stamped with the GM's clock: still too late", async () => {
    const answer = await consoleSends("p1", CHAOS_COMMAND.declare, 20_000, { combatId: "combat1", combatantId: "balthasar", declaredAt: TURN_START + 1000, deadline: TURN_START + 60_000 });
    expect(answer).toMatchObject({ ok: true });
    expect(countdown()).toMatchObject({ declaredAt: TURN_START + 20_000, deadline: TURN_START + 15_000 });
  });

  it("a declaration naming another combat's id finds no countdown and changes nothing", async () => {
    const answer = await consoleSends("p1", CHAOS_COMMAND.declare, 3000, { combatId: "combat2", combatantId: "balthasar" });
    expect(answer).toMatchObject({ ok: false, reason: CHAOS_REFUSAL.noCountdown.key });
    expect(countdown()?.declaredAt).toBeNull();
  });

  it("passing the turn is the GM's alone, even long after the time ran out", async () => {
    const answer = await consoleSends("p1", CHAOS_COMMAND.passTurn, 60_000, { combatId: "combat1", combatantId: "balthasar" });
    expect(answer).toMatchObject({ ok: false, reason: CHAOS_REFUSAL.gmOnly.key });
    expect(trackerStatus(combat, "balthasar")).toBe("acting");
  });
});
