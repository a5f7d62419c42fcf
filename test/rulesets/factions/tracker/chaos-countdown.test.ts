/**
 * The chaos of combat's countdown (the chapter's optional rule: "each Player has 15 seconds to declare
 * what they intend to do on their turn, otherwise they do nothing"), through the Foundry double: when a
 * player's character's turn starts the GM stamps the start on the combat, every client's tracker counts
 * the seconds down from it on its own clock (faked here), the player's "Declared" or any action the
 * character takes stops it, and once it runs out the tracker says the turn is lost and the GM — only
 * the GM — may pass the turn. With the world setting off nothing is timed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { askAs, beginTurn, double, handleTurn, settle, factionsFight, resetDoubles, startFactions, text, trackerStatus, world } from "../flows/attack/fight";

const { registerFactionsChaos } = await import("../../../../src/rulesets/factions/flows/chaos/register");
const { CHAOS_COMMAND, CHAOS_REFUSAL } = await import("../../../../src/rulesets/factions/flows/chaos/countdown-commands");
const { factionsTracker } = await import("../../../../src/rulesets/factions/flows/factions-tracker");
const { useRulesetTracker } = await import("../../../../src/foundry/combat/tracker-extension");
const { trackerContext } = await import("../../../../src/foundry/combat/tracker-context");
const { registerFactionsActions } = await import("../../../../src/rulesets/factions/flows/actions/register");
const { FACTIONS_TAKE_ACTION } = await import("../../../../src/rulesets/factions/flows/actions/request");
const { factionsRules } = await import("../../../../src/rulesets/factions/rules/ruleset");
registerFactionsChaos();
registerFactionsActions();
useRulesetTracker(factionsTracker);

type Plain = Record<string, any>;
let combat: Plain;
let creatures: Record<string, Plain>;

const START = Date.UTC(2026, 10, 23, 21, 0, 0);

/** Balthasar (p1) and Sybilla (p2) against a bandit (the GM's); the party goes first. */
async function fight(chaos: "on" | "off" = "on") {
  resetDoubles();
  world.settings.set("fray.factionsChaosOfCombat", chaos);
  ({ combat, creatures } = factionsFight([
    { id: "balthasar", name: "Balthasar", owners: ["p1"] },
    { id: "sybilla", name: "Sybilla", owners: ["p2"] },
    { id: "bandit", name: "Bandit", owners: [], monster: true },
  ]));
  await startFactions();
}

/** `id`'s turn starts (the GM presses "act") at the clock's START. */
async function turnStarts(id: string) {
  vi.setSystemTime(START);
  await beginTurn(id);
}

/** What `userId`'s tracker shows of the countdown `ms` after the turn started. */
function seenBy(userId: string, ms: number) {
  vi.setSystemTime(START + ms);
  double.actAs(userId);
  const ruleset = (trackerContext(combat) as Plain).ruleset as Plain;
  double.actAs("gm");
  return {
    lines: (ruleset.lines as Plain[]).map((line) => line.text),
    buttons: (ruleset.lines as Plain[]).flatMap((line) => line.buttons.map((button: Plain) => button.command)),
    refreshAt: ruleset.refreshAt as number | null,
  };
}

/** `userId` presses a countdown button for Balthasar, `ms` after his turn started. */
async function press(userId: string, command: string, ms: number) {
  vi.setSystemTime(START + ms);
  const { answer } = await askAs(userId, command, { combatId: "combat1", combatantId: "balthasar" }, []);
  double.actAs("gm");
  return answer as Plain;
}

const line = (status: string) => text("FRAY.Factions.Chaos.Line", { name: "Balthasar", status });
const running = (seconds: number) => line(text("FRAY.Factions.Chaos.Running", { seconds }));
const LOST = () => line(text("FRAY.Factions.Chaos.DoesNothing"));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
  world.settings.delete("fray.factionsChaosOfCombat");
});

describe("the chaos of combat: a 15-second countdown to declare", () => {
  it("is a world setting, off by default", () => {
    expect(factionsRules.settings.find((setting) => setting.key === "factionsChaosOfCombat")).toMatchObject({ default: "off", choices: { off: expect.any(String), on: expect.any(String) } });
  });

  it("when Balthasar's turn starts every client's tracker counts his 15 seconds down, second by second", async () => {
    await fight();
    await turnStarts("balthasar");
    for (const userId of ["gm", "p1", "p2"]) expect(seenBy(userId, 0).lines).toEqual([running(15)]);
    expect(seenBy("p2", 999).lines).toEqual([running(15)]);
    expect(seenBy("p2", 1000).lines).toEqual([running(14)]);
    expect(seenBy("p2", 5500).lines).toEqual([running(10)]);
    expect(seenBy("p2", 14999).lines).toEqual([running(1)]);
    // The tracker draws itself again when the number changes: just past the next whole second.
    expect(seenBy("p2", 5500).refreshAt).toBe(START + 6001);
    expect(seenBy("p2", 14500).refreshAt).toBe(START + 15001);
  });

  it("Balthasar's player (and the GM) get the Declared button; Sybilla's player does not", async () => {
    await fight();
    await turnStarts("balthasar");
    expect(seenBy("p1", 2000).buttons).toEqual([CHAOS_COMMAND.declare]);
    expect(seenBy("gm", 2000).buttons).toEqual([CHAOS_COMMAND.declare]);
    expect(seenBy("p2", 2000).buttons).toEqual([]);
  });

  it("when the time runs out the tracker says the turn is lost and only the GM may pass it; the turn is not ended by itself", async () => {
    await fight();
    await turnStarts("balthasar");
    expect(seenBy("p1", 15001)).toEqual({ lines: [LOST()], buttons: [], refreshAt: null });
    expect(seenBy("gm", 15001).buttons).toEqual([CHAOS_COMMAND.passTurn]);
    expect(trackerStatus(combat, "balthasar")).toBe("acting");
    expect(await press("p1", CHAOS_COMMAND.passTurn, 16000)).toMatchObject({ ok: false, reason: CHAOS_REFUSAL.gmOnly.key });
    expect(await press("gm", CHAOS_COMMAND.passTurn, 14000)).toMatchObject({ ok: false, reason: CHAOS_REFUSAL.stillRunning.key });
    expect(trackerStatus(combat, "balthasar")).toBe("acting");
    expect(await press("gm", CHAOS_COMMAND.passTurn, 16000)).toMatchObject({ ok: true });
    expect(trackerStatus(combat, "balthasar")).toBe("acted");
    expect(seenBy("gm", 16000).lines).toEqual([]);
  });

  it("Balthasar's player declaring in time stops the countdown; a late declaration does not save the turn", async () => {
    await fight();
    await turnStarts("balthasar");
    expect(await press("p1", CHAOS_COMMAND.declare, 9000)).toMatchObject({ ok: true });
    expect(seenBy("p2", 30000)).toEqual({ lines: [line(text("FRAY.Factions.Chaos.Declared"))], buttons: [], refreshAt: null });

    await fight();
    await turnStarts("balthasar");
    await press("p1", CHAOS_COMMAND.declare, 15500);
    expect(seenBy("gm", 15500).lines).toEqual([LOST()]);
  });

  it("Sybilla's player cannot declare for Balthasar, whatever the console sends", async () => {
    await fight();
    await turnStarts("balthasar");
    expect(await press("p2", CHAOS_COMMAND.declare, 3000)).toMatchObject({ ok: false, reason: CHAOS_REFUSAL.notYours.key });
    expect(seenBy("p1", 3000).lines).toEqual([running(12)]);
    const { answer } = await askAs("p1", CHAOS_COMMAND.declare, { combatId: "combat1", combatantId: "sybilla" }, []);
    expect(answer).toMatchObject({ ok: false, reason: CHAOS_REFUSAL.noCountdown.key });
  });

  it("any action Balthasar takes counts as his declaration", async () => {
    await fight();
    await turnStarts("balthasar");
    vi.setSystemTime(START + 4000);
    const { answer } = await askAs("p1", FACTIONS_TAKE_ACTION, { actorUuid: creatures.balthasar!.uuid, tokenUuid: "Scene.s.Token.balthasar", action: "speak", itemId: "", force: false }, []);
    expect(answer, JSON.stringify(answer)).toMatchObject({ ok: true });
    expect(seenBy("p1", 20000).lines).toEqual([line(text("FRAY.Factions.Chaos.Declared"))]);
  });

  it("the GM's creatures are not timed", async () => {
    await fight();
    await turnStarts("balthasar");
    await press("gm", CHAOS_COMMAND.declare, 1000);
    expect(await handleTurn({ combatId: "combat1", intent: { kind: "endTurn", combatantId: "balthasar" } }, "gm")).toMatchObject({ ok: true });
    await settle();
    await turnStarts("bandit");
    expect(seenBy("gm", 0).lines).toEqual([]);
    expect(combat.getFlag("fray", "factionsChaos")).toEqual([]);
  });

  it("with the setting off nothing is timed", async () => {
    await fight("off");
    await turnStarts("balthasar");
    expect(seenBy("p1", 0).lines).toEqual([]);
    expect(seenBy("gm", 20000)).toMatchObject({ lines: [], buttons: [] });
  });
});
