/**
 * When the active GM changes while commands wait: a player waiting on a GM who leaves, or who stops
 * being the active GM, is told at once there is no GM (not after the 15 s timeout); and a GM who lost
 * the active role applies none of the work still queued on its lane, while the new active GM applies
 * what it is sent. Foundry calls `userConnected(user, connected)` on every client when a user logs in
 * or out (https://foundryvtt.com/api/v13/functions/hookEvents.userConnected.html); `net.connect` only
 * changes who is connected, so each test fires the hook itself.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryDouble } from "../../foundry-double/globals";
import { installHooks } from "../../foundry-double/hooks";

const foundry = installFoundryDouble([
  { id: "gm", isGM: true },
  { id: "gm2", isGM: true },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
]);
const { net, notices } = foundry;
installHooks({ hooks: [] });
const g = globalThis as Record<string, any>;
const { askGm, listenOnSocket, onGmLane, registerGmHandler, watchAskedGm, CHANNEL_REFUSAL } = await import("../../../src/foundry/channel");

listenOnSocket();
watchAskedGm();

/** What each GM's client applied, as "client:sender". */
const applied: string[] = [];
/** Commands held on the lane until the test lets them go. */
let held: (() => void)[] = [];
registerGmHandler("handoverHold", (_payload, userId) => {
  const client = net.clientId();
  return new Promise((resolve) => held.push(() => (applied.push(`${client}:${userId}`), resolve({ ok: true }))));
});
registerGmHandler("handoverApply", async (_payload, userId) => (applied.push(`${net.clientId()}:${userId}`), { ok: true }));

/** `userId` logs in or out, and every client still connected hears it. */
function userConnected(userId: string, connected: boolean): void {
  net.connect(userId, connected);
  for (const user of g.game.users.contents) if (user.active && user.id !== userId) net.on(user.id, () => g.Hooks.callAll("userConnected", g.game.users.get(userId), connected));
}

// Each test asks with its own payload: a command a player sent earlier and never heard back about keeps its key (idempotent-commands.test.ts).

/** Runs the socket's deliveries without moving the clock: a request still waiting after this waits on a timer. */
const flush = () => vi.advanceTimersByTimeAsync(0);
const STILL_WAITING = "still waiting";
const answerNow = async (asked: Promise<unknown>) => Promise.race([asked, flush().then(() => STILL_WAITING)]);

beforeEach(() => {
  vi.useFakeTimers();
  applied.length = 0;
  held = [];
  notices.length = 0;
  for (const id of ["gm", "gm2", "p1", "p2"]) net.connect(id, true);
  net.actAs("p1");
});
afterEach(async () => {
  held.forEach((release) => release());
  await flush();
  vi.useRealTimers();
});

describe("a player waiting on a GM", () => {
  it("is told at once there is no GM when that GM leaves, without waiting out the timeout", async () => {
    const asked = askGm("handoverHold", { test: 1 });
    await flush();
    expect(held).toHaveLength(1);
    userConnected("gm", false);
    expect(await answerNow(asked)).toEqual({ ok: false, reason: CHANNEL_REFUSAL.noGM });
    expect(notices).toEqual([{ level: "warn", message: CHANNEL_REFUSAL.noGM }]);
  });

  it("is told at once there is no GM when that GM stops being the active one (a GM with a lower id logs in)", async () => {
    userConnected("gm", false);
    const asked = askGm("handoverHold", { test: 2 });
    await flush();
    expect(held).toHaveLength(1);
    userConnected("gm", true);
    expect(await answerNow(asked)).toEqual({ ok: false, reason: CHANNEL_REFUSAL.noGM });
  });

  it("keeps waiting when someone else leaves: only its own GM's departure settles it", async () => {
    const asked = askGm("handoverHold", { test: 3 });
    await flush();
    userConnected("p2", false);
    userConnected("gm2", false);
    expect(await answerNow(asked)).toBe(STILL_WAITING);
    held.forEach((release) => release());
    expect(await asked).toEqual({ ok: true });
  });
});

describe("two GMs, one lane that runs", () => {
  it("the GM who lost the active role applies nothing it still had queued; the new active GM applies what it is sent", async () => {
    userConnected("gm", false);
    // gm2 is the active GM: it starts p1's held command and queues two more and a reaction behind it.
    const holding = askGm("handoverHold", { test: 4 });
    const queued = [askGm("handoverApply", { test: 4, n: 1 }), askGm("handoverApply", { test: 4, n: 2 })];
    await flush();
    const reacted: string[] = [];
    const reaction = net.on("gm2", () => onGmLane(async () => void reacted.push("gm2")));
    expect(held).toHaveLength(1);

    // gm logs in and is the active GM from now on; p2 asks it.
    userConnected("gm", true);
    const toNewGm = net.on("p2", () => askGm("handoverApply", { test: 4, n: 3 }));
    await flush();
    // gm2 finishes what it had started (it cannot be taken back), then drains nothing.
    held.forEach((release) => release());
    await flush();
    await net.settle();
    expect(await toNewGm).toEqual({ ok: true });
    await Promise.all([holding, ...queued, reaction]);
    expect(applied).toEqual(["gm2:p1", "gm:p2"]);
    expect(reacted).toEqual([]);
  });

  it("the player's request to the old GM ends at the handover, and asking again reaches the new active GM", async () => {
    userConnected("gm", false);
    const holding = askGm("handoverHold", { test: 5 });
    await flush();
    userConnected("gm", true);
    expect(await answerNow(holding)).toEqual({ ok: false, reason: CHANNEL_REFUSAL.noGM });
    held.forEach((release) => release());
    await flush();
    // p1 asks again: the new active GM hears it.
    expect(await askGm("handoverApply", { test: 5 })).toEqual({ ok: true });
    expect(applied).toEqual(["gm2:p1", "gm:p1"]);
  });

  it("a click sent again after a handover is never run twice: the new GM asks the player to look, and the next click runs", async () => {
    userConnected("gm", false);
    // gm2 runs p1's command, and goes before its answer reaches p1.
    const holding = askGm("handoverHold", { test: 6 });
    await flush();
    held.forEach((release) => release());
    held = [];
    userConnected("gm", true);
    await flush();
    expect(await answerNow(holding)).toEqual({ ok: false, reason: CHANNEL_REFUSAL.noGM });
    expect(applied).toEqual(["gm2:p1"]);
    // The same click again carries the first sending's key; gm never answered it, so it may have run: refused.
    expect(await askGm("handoverHold", { test: 6 })).toEqual({ ok: false, reason: CHANNEL_REFUSAL.resentUnknown });
    expect(applied).toEqual(["gm2:p1"]);
    // Having looked, the player clicks once more: a new command, which the active GM runs.
    const again = askGm("handoverHold", { test: 6 });
    await flush();
    held.forEach((release) => release());
    expect(await again).toEqual({ ok: true });
    expect(applied).toEqual(["gm2:p1", "gm:p1"]);
  });
});
