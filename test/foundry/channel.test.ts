import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryDouble } from "../foundry-double/globals";

const foundry = installFoundryDouble([
  { id: "gmA", isGM: true },
  { id: "gmB", isGM: true },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
]);
const { net, notices } = foundry;
const { askGm, listenOnSocket, registerGmHandler, registerPlayerHandler, pushToUser, CHANNEL_REFUSAL } = await import("../../src/foundry/channel");
const { SOCKET_NAME } = await import("../../src/foundry/channel/wire");

listenOnSocket();
/** Which client ran the handler, and for whom. */
const runs: { on: string; sender: string; payload: unknown }[] = [];
registerGmHandler("echo", async (payload, userId) => {
  runs.push({ on: net.clientId(), sender: userId, payload });
  return { ok: true, result: { sender: userId } };
});
registerGmHandler("refuse", async () => ({ ok: false, reason: "FRAY.Tracker.Refusal.gmOnly" }));
registerGmHandler("explode", async () => {
  throw new Error("boom");
});
let stalls: (() => void)[] = [];
registerGmHandler("stall", () => new Promise((resolve) => stalls.push(() => resolve({ ok: true }))));
// A counter read, then written after an await: interleaved runs would lose an increment.
let counter = 0;
registerGmHandler("increment", async () => {
  const seen = counter;
  await new Promise((resolve) => setTimeout(resolve, 5));
  counter = seen + 1;
  return { ok: true };
});
const pushes: { on: string; payload: unknown }[] = [];
registerPlayerHandler("declare", async (payload) => void pushes.push({ on: net.clientId(), payload }));

/** A message sent on the socket as `from` would send it from a browser console. */
const forge = (from: string, message: unknown) => net.on(from, () => (globalThis as any).game.socket.emit(SOCKET_NAME, message));
const requestsSent = () => net.sent.filter((sent) => (sent.message as { type: string }).type === "request");

beforeEach(() => {
  runs.length = 0;
  pushes.length = 0;
  notices.length = 0;
  net.sent.length = 0;
  stalls = [];
  for (const id of ["gmA", "gmB", "p1", "p2"]) net.connect(id, true);
  net.actAs("p1");
});
afterEach(() => vi.useRealTimers());

describe("a player's command to the GM", () => {
  it("runs once, on the active GM's client, for the user the server names", async () => {
    const answer = await askGm("echo", { amount: 3 });
    expect(answer).toEqual({ ok: true, result: { sender: "p1" } });
    expect(runs).toEqual([{ on: "gmA", sender: "p1", payload: { amount: 3 } }]);
    expect(requestsSent()).toHaveLength(1);
  });

  it("never takes who asked from the payload: a player claiming to be the GM is still the player", async () => {
    await askGm("echo", { userId: "gmA", isGM: true, by: "gmA" });
    expect(runs.map((run) => run.sender)).toEqual(["p1"]);
  });

  it("is handled by the active GM only when two GMs are connected", async () => {
    await askGm("echo", {});
    expect(runs.map((run) => run.on)).toEqual(["gmA"]);
  });

  it("goes to the other GM when the first one logs out", async () => {
    net.connect("gmA", false);
    await askGm("echo", {});
    expect(runs.map((run) => run.on)).toEqual(["gmB"]);
  });

  it("shows the player the GM's refusal in their language", async () => {
    await askGm("refuse", {});
    expect(notices).toEqual([{ level: "warn", message: "FRAY.Tracker.Refusal.gmOnly" }]);
  });

  it("tells the player at once when no GM is connected, without sending anything", async () => {
    net.connect("gmA", false);
    net.connect("gmB", false);
    expect(await askGm("echo", {})).toEqual({ ok: false, reason: CHANNEL_REFUSAL.noGM });
    expect(net.sent).toEqual([]);
    expect(notices).toEqual([{ level: "warn", message: CHANNEL_REFUSAL.noGM }]);
  });

  it("tells the player when the GM's client does not answer in time", async () => {
    vi.useFakeTimers();
    const asked = askGm("stall", {});
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await asked).toEqual({ ok: false, reason: CHANNEL_REFUSAL.timeout });
    expect(notices).toEqual([{ level: "warn", message: CHANNEL_REFUSAL.timeout }]);
    stalls.forEach((release) => release());
  });

  it("turns a handler's error into a refusal the player sees, and the GM keeps working", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await askGm("explode", {})).toEqual({ ok: false, reason: CHANNEL_REFUSAL.failed });
    expect(notices).toEqual([{ level: "warn", message: CHANNEL_REFUSAL.failed }]);
    expect((await askGm("echo", {})).ok).toBe(true);
    spy.mockRestore();
  });

  it("refuses a command nobody registered", async () => {
    expect(await askGm("steal", {})).toEqual({ ok: false, reason: CHANNEL_REFUSAL.unknown });
  });

  it.each([
    ["a __proto__ key", JSON.parse('{"__proto__": {"isGM": true}}')],
    ["a nested constructor key", { a: { constructor: { prototype: 1 } } }],
    ["a 10,000-character string", { name: "x".repeat(10_000) }],
    ["nesting deeper than any click", { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } }],
  ])("refuses a payload with %s before any handler sees it", async (_label, payload) => {
    expect(await askGm("echo", payload)).toEqual({ ok: false, reason: CHANNEL_REFUSAL.badRequest });
    expect(runs).toEqual([]);
  });
});

describe("the GM's own command", () => {
  it("runs on the GM's client without a round trip", async () => {
    net.actAs("gmA");
    expect(await askGm("echo", {})).toEqual({ ok: true, result: { sender: "gmA" } });
    expect(net.sent).toEqual([]);
  });
});

describe("one command at a time", () => {
  it("applies two players' simultaneous commands one after the other, losing neither", async () => {
    counter = 0;
    const first = net.on("p1", () => askGm("increment", {}));
    const second = net.on("p2", () => askGm("increment", {}));
    const gms = net.on("gmA", () => askGm("increment", {}));
    await Promise.all([first, second, gms]);
    expect(counter).toBe(3);
  });
});

describe("what a player's browser console can send", () => {
  it("a request addressed to another player's client is not run there", async () => {
    forge("p1", { type: "request", id: "r1", to: "p2", kind: "echo", payload: {} });
    await net.settle();
    expect(runs).toEqual([]);
  });

  it("a request addressed to the GM who is not applying commands is answered, not run", async () => {
    forge("p1", { type: "request", id: "r2", to: "gmB", kind: "echo", payload: {} });
    await net.settle();
    expect(runs).toEqual([]);
    const answers = net.sent.filter((sent) => sent.from === "gmB").map((sent) => sent.message);
    expect(answers).toEqual([{ type: "answer", id: "r2", to: "p1", answer: { ok: false, reason: CHANNEL_REFUSAL.notActiveGM } }]);
  });

  it("a replayed request id runs once", async () => {
    const request = { type: "request", id: "same", to: "gmA", kind: "echo", payload: { n: 1 } };
    forge("p1", request);
    forge("p1", request);
    await net.settle();
    expect(runs).toHaveLength(1);
  });

  it("a forged answer from a player does not settle another player's request", async () => {
    const asked = net.on("p2", () => askGm("stall", {}));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const request = requestsSent()[0]!.message as { id: string };
    forge("p1", { type: "answer", id: request.id, to: "p2", answer: { ok: true, result: "forged" } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    stalls.forEach((release) => release());
    await net.settle();
    expect(await asked).toEqual({ ok: true });
  });

  it("malformed messages are dropped", async () => {
    for (const junk of [null, "text", 42, { type: "request" }, { type: "answer", to: "p2" }, { type: "push", to: "p2" }]) forge("p1", junk);
    await net.settle();
    expect(runs).toEqual([]);
    expect(pushes).toEqual([]);
  });
});

describe("what the GM pushes to a player", () => {
  it("reaches only the player it names", async () => {
    net.on("gmA", () => pushToUser("p2", "declare", { combatId: "c1" }));
    await net.settle();
    expect(pushes).toEqual([{ on: "p2", payload: { combatId: "c1" } }]);
  });

  it("is ignored when a player sends it", async () => {
    forge("p1", { type: "push", to: "p2", kind: "declare", payload: { combatId: "c1" } });
    await net.settle();
    expect(pushes).toEqual([]);
  });
});

describe("registering handlers", () => {
  it("refuses a second handler of the same kind instead of silently replacing the first", () => {
    expect(() => registerGmHandler("echo", async () => ({ ok: true }))).toThrow(/already registered/);
  });
});
