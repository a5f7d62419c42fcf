/**
 * Attacks of opportunity across a GM handover: the GM who takes over judges the very next move whole (its
 * start travels with Foundry's movement record), and a 5-foot step the first GM granted is still the step.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

// The usual table with a second GM, not logged in until the test says so.
vi.mock("../../../../foundry-double", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../../foundry-double")>();
  return { ...original, GM_AND_TWO_PLAYERS: [...original.GM_AND_TWO_PLAYERS, { id: "gm2", isGM: true, active: false }] };
});

const { begin, double, move, offers, setUp, take, turn } = await import("../actions/action-fight");
const { watchActiveGm } = await import("../../../../../src/foundry/channel");
// A client that becomes the active GM (at ready, or when a user connects or leaves) runs its arrivals.
watchActiveGm();

const g = globalThis as Record<string, any>;
const net = double.net;

/** `userId` logs in (their page loads) or out; every other client connected hears it (https://foundryvtt.com/api/v13/functions/hookEvents.userConnected.html). */
async function connect(userId: string, connected: boolean): Promise<void> {
  net.connect(userId, connected);
  if (connected) await net.on(userId, () => g.Hooks.callAll("ready"));
  for (const user of net.users.filter((each) => each.active && each.id !== userId)) await net.on(user.id, () => g.Hooks.callAll("userConnected", g.game.users.get(userId), connected));
  await net.settle();
}

/** The first GM leaves mid-fight; the second, logged in beside it, takes over. */
async function handOver(): Promise<void> {
  await connect("gm2", true);
  await connect("gm", false);
}

beforeEach(() => {
  net.connect("gm", true);
  net.connect("gm2", false);
  setUp();
});

describe("after a handover", () => {
  it("the orc's very next move away from Maren is judged by the GM who took over: her player is offered the attack", async () => {
    await begin();
    await handOver();
    await move("gm2", "orc", 4);
    expect(offers()).toHaveLength(1);
    expect(offers()[0]!.whisper).toContain("p1");
  });

  it("the 5-foot step Maren took before the handover provokes nothing; her next move does", async () => {
    await begin();
    await turn({ kind: "act", combatantId: "maren" });
    await take("p1", "maren", "fiveFootStep");
    await handOver();
    await move("p1", "maren", -1);
    expect(offers()).toHaveLength(0);
    await move("gm2", "orc", 0);
    await move("p1", "maren", -3);
    expect(offers()).toHaveLength(1);
  });
});

describe("the 5-foot step's mark, kept on the Combat", () => {
  it("lasts the round it was taken in: a step never walked pardons no move of the next round", async () => {
    await begin();
    await turn({ kind: "act", combatantId: "maren" });
    await take("p1", "maren", "fiveFootStep");
    await turn({ kind: "nextRound" });
    await move("p1", "maren", -1);
    expect(offers()).toHaveLength(1);
  });
});
