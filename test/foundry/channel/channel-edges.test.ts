/**
 * The channel's edges a browser console can reach: a socket id no user has, a sender id that is no
 * string, an answer addressed to someone else, a push of a kind nobody listens for, a handler that
 * fails, and how long the GM remembers request ids.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryDouble } from "../../foundry-double/globals";

const foundry = installFoundryDouble([
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
]);
const { net } = foundry;
const { askGm, listenOnSocket, registerGmHandler, registerPlayerHandler, CHANNEL_REFUSAL } = await import("../../../src/foundry/channel");
const { runCommand } = await import("../../../src/foundry/channel/gm-handlers");
const { receive } = await import("../../../src/foundry/channel/socket");
const { receivePush } = await import("../../../src/foundry/channel/push");
const { firstUse, newRequestId } = await import("../../../src/foundry/channel/request-ids");
const { SOCKET_NAME } = await import("../../../src/foundry/channel/wire");

listenOnSocket();
const runs: string[] = [];
registerGmHandler("edgeEcho", async (_payload, userId) => (runs.push(userId), { ok: true }));
let release = () => {};
registerGmHandler("edgeStall", () => new Promise((resolve) => (release = () => resolve({ ok: true }))));
registerGmHandler("edgeExplode", async () => {
  throw new Error("boom");
});
const pushed: unknown[] = [];
registerPlayerHandler("edgePush", async (payload) => void pushed.push(payload));

beforeEach(() => {
  runs.length = 0;
  pushed.length = 0;
  net.sent.length = 0;
  for (const id of ["gm", "p1", "p2"]) net.connect(id, true);
  net.actAs("gm");
});

describe("who the GM hears from", () => {
  it("a sender id no user of the world has is refused before any handler runs", async () => {
    expect(await runCommand("edgeEcho", {}, "ghost")).toEqual({ ok: false, reason: CHANNEL_REFUSAL.unknownUser });
    expect(runs).toEqual([]);
  });

  it("a message whose sender id is no string is dropped, even a well-formed request to the GM", async () => {
    for (const sender of [undefined, null, 7, { id: "p1" }]) await receive({ type: "request", id: `r${String(sender)}`, to: "gm", kind: "edgeEcho", payload: {} }, sender);
    expect(runs).toEqual([]);
    expect(net.sent).toEqual([]);
  });

  it("a handler that fails is logged with its command's name, and the asker is told it failed", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await runCommand("edgeExplode", {}, "p1")).toEqual({ ok: false, reason: CHANNEL_REFUSAL.failed });
    expect(logged.mock.calls[0]?.[0]).toBe('Fray | GM handler "edgeExplode" failed');
    logged.mockRestore();
  });

  it("a second handler for a kind is refused by name", () => {
    expect(() => registerGmHandler("edgeEcho", async () => ({ ok: true }))).toThrow('Fray: a GM handler for "edgeEcho" is already registered');
    expect(() => registerPlayerHandler("edgePush", async () => undefined)).toThrow('Fray: a player handler for "edgePush" is already registered');
  });
});

describe("answers and pushes", () => {
  // Every client of the double shares one module, so the answer is addressed to a user no client plays.
  it("the GM's answer addressed to another user does not settle this user's request, even with its id", async () => {
    const asked = net.on("p1", () => askGm("edgeStall", {}));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const request = net.sent.find((sent) => (sent.message as { type: string }).type === "request")!.message as { id: string };
    net.on("gm", () => (globalThis as any).game.socket.emit(SOCKET_NAME, { type: "answer", id: request.id, to: "absent", answer: { ok: false, reason: "forged" } }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await net.settle();
    expect(await asked).toEqual({ ok: true });
  });

  it("a push of a kind nobody listens for, or from a sender id no user has, does nothing and breaks nothing", () => {
    net.actAs("p1");
    expect(() => receivePush({ type: "push", to: "p1", kind: "nobodyListens", payload: {} }, "gm")).not.toThrow();
    expect(() => receivePush({ type: "push", to: "p1", kind: "edgePush", payload: {} }, "ghost")).not.toThrow();
    expect(pushed).toEqual([]);
    receivePush({ type: "push", to: "p1", kind: "edgePush", payload: { a: 1 } }, "gm");
    expect(pushed).toEqual([{ a: 1 }]);
  });
});

describe("request ids", () => {
  it("a client never makes the same id twice, and each fits the wire's 64 characters", () => {
    const ids = Array.from({ length: 500 }, () => newRequestId());
    expect(new Set(ids).size).toBe(500);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(64);
  });

  it("the GM remembers the last 2,000 request ids: a replay among them is refused, an older one is forgotten", () => {
    const sender = `mem-${Math.random()}`;
    expect(firstUse(sender, "first")).toBe(true);
    for (let i = 1; i < 2_000; i++) firstUse(sender, `id${i}`);
    expect(firstUse(sender, "first")).toBe(false);
    firstUse(sender, "one-more");
    expect(firstUse(sender, "first")).toBe(true);
    // The same id from another sender is another request.
    expect(firstUse(`${sender}-other`, "id5")).toBe(true);
  });
});
