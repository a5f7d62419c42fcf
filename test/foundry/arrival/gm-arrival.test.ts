/**
 * When a client becomes the active GM (gm-arrival.ts): at ready and on every userConnected, the
 * client that was not the active GM and now is runs each arrival once, on its own lane; a client that
 * stays active, or never was, runs nothing.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryDouble } from "../../foundry-double/globals";
import { installHooks } from "../../foundry-double/hooks";

const foundry = installFoundryDouble([
  { id: "gm", isGM: true },
  { id: "gm2", isGM: true },
  { id: "p1", isGM: false },
]);
const { net } = foundry;
const hooks = installHooks({ hooks: [] });
const g = globalThis as Record<string, any>;
const { onArrivalAsActiveGm, watchActiveGm } = await import("../../../src/foundry/channel");

const arrived: string[] = [];
onArrivalAsActiveGm("note arrival", async () => void arrived.push(g.game.user.id));
watchActiveGm();

/** `userId` logs in (its page loads: `ready` on its client) or out, and every other connected client hears it. */
async function userConnected(userId: string, connected: boolean) {
  net.connect(userId, connected);
  if (connected) net.on(userId, () => g.Hooks.callAll("ready"));
  for (const user of g.game.users.contents) if (user.active && user.id !== userId) net.on(user.id, () => g.Hooks.callAll("userConnected", g.game.users.get(userId), connected));
  await settled();
}

/** The arrivals started on the lane have run. */
const settled = async () => {
  await hooks.settle();
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => {
  arrived.length = 0;
  net.connect("gm", true);
  net.connect("gm2", false);
  net.connect("p1", true);
});

describe("a GM's arrival", () => {
  it("runs once on the client that became the active GM, and again only after it stopped being it", async () => {
    net.on("gm", () => g.Hooks.callAll("ready"));
    net.on("p1", () => g.Hooks.callAll("ready"));
    await userConnected("p1", true);
    expect(arrived).toEqual(["gm"]);
    // The second GM logs in: the first stays the active GM, and nothing runs.
    await userConnected("gm2", true);
    expect(arrived).toEqual(["gm"]);
    // The first GM leaves: the second arrives.
    await userConnected("gm", false);
    expect(arrived).toEqual(["gm", "gm2"]);
    // The first comes back (its page loads afresh) with the lower id and takes over again: an arrival on its client.
    await userConnected("gm", true);
    expect(arrived).toEqual(["gm", "gm2", "gm"]);
  });

  it("an arrival that fails is logged with what it could not do, and the others still run", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    onArrivalAsActiveGm("fail on purpose", async () => {
      throw new Error("broken");
    });
    net.connect("gm", false);
    await userConnected("gm2", true);
    onArrivalAsActiveGm("fail on purpose", async () => undefined);
    expect(arrived).toEqual(["gm2"]);
    expect(logged.mock.calls.map((call) => call[0])).toEqual(["Fray | the arriving GM could not fail on purpose"]);
    logged.mockRestore();
  });

  it("a client whose users are not set up yet runs nothing, and fails nothing", async () => {
    const runs: string[] = [];
    onArrivalAsActiveGm("count runs", async () => void runs.push("ran"));
    const errorsBefore = hooks.errors.length;
    net.on("nobody", () => g.Hooks.callAll("ready"));
    await settled();
    onArrivalAsActiveGm("count runs", async () => undefined);
    expect([runs, hooks.errors.length - errorsBefore]).toEqual([[], 0]);
  });

  it("registering an arrival twice under one name runs it once", async () => {
    const runs: string[] = [];
    onArrivalAsActiveGm("twice", async () => void runs.push("first"));
    onArrivalAsActiveGm("twice", async () => void runs.push("second"));
    net.connect("gm", false);
    await userConnected("gm2", true);
    await userConnected("gm", false);
    expect(runs).toEqual(["second"]);
  });
});
