/**
 * The channel on a client that is not fully there yet, and on Fray's socket as Foundry names it.
 *
 * Foundry builds a client in steps (fvtt-types, src/foundry/client/head.d.mts and game.d.mts, typing
 * Foundry's own documentation): `game` is `{}` until just before `init`; the `Game` constructor takes the
 * open socket (`constructor(view, data, sessionId, socket)`) and the user id (`userId`, "the id of the
 * active World user"); `game.users` is "initialized just before the setup hook" and `game.user` is "null
 * if Users is not yet initialized". Fray listens from `init`, so a message can reach a client between
 * `init` and `setup`, and other clients already count that user as connected. No code of the channel may
 * throw there: what it cannot check yet it refuses or ignores.
 */
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryDouble } from "../../foundry-double/globals";

const foundry = installFoundryDouble([
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
]);
const { net, notices } = foundry;
const { askGm, isActiveGmHere, listenOnSocket, pushToUser, registerGmHandler, registerPlayerHandler, CHANNEL_REFUSAL } = await import(
  "../../../src/foundry/channel"
);
const { runCommand } = await import("../../../src/foundry/channel/gm-handlers");

const g = globalThis as Record<string, any>;
const manifest = JSON.parse(readFileSync(new URL("../../../system.json", import.meta.url), "utf8")) as { id: string; socket?: unknown };
/** The one socket event Foundry relays for a system: `system.<id>` (https://foundryvtt.wiki/en/development/api/sockets). */
const SYSTEM_SOCKET = `system.${manifest.id}`;

/**
 * Runs `work` while `userId`'s client is in an early step (every other client is set up): before `init`
 * its `game` is `{}`; between `init` and `setup` it has its socket and user id, no users and no user.
 */
async function whileLoading<T>(userId: string, step: "beforeInit" | "beforeSetup", work: () => T | Promise<T>): Promise<Awaited<T>> {
  const real = Object.getOwnPropertyDescriptor(globalThis, "game")!;
  const ready = g.game as Record<string, unknown>;
  const early = step === "beforeInit" ? {} : { socket: ready.socket, userId, user: null, users: undefined };
  Object.defineProperty(globalThis, "game", { configurable: true, get: () => (net.clientId() === userId ? early : ready) });
  try {
    return await net.on(userId, work);
  } finally {
    Object.defineProperty(globalThis, "game", real);
  }
}

listenOnSocket();

const runs: string[] = [];
registerGmHandler("loadEcho", async (_payload, userId) => (runs.push(userId), { ok: true }));
// 10n is no JSON: the socket cannot carry this answer (socket.io's parser encodes with JSON.stringify).
registerGmHandler("loadBigAnswer", async () => ({ ok: true, result: { total: 10n } }));
const pushed: unknown[] = [];
registerPlayerHandler("loadPush", async (payload) => void pushed.push(payload));

const forge = (from: string, message: unknown) => net.on(from, () => g.game.socket.emit(SYSTEM_SOCKET, message));
const answersSent = () => net.sent.filter((sent) => (sent.message as { type: string }).type === "answer");

beforeEach(() => {
  runs.length = 0;
  pushed.length = 0;
  notices.length = 0;
  net.sent.length = 0;
  net.connect("gm", true);
  net.connect("p1", true);
  net.actAs("p1");
});

describe("Fray's socket as Foundry names it", () => {
  it("the manifest asks Foundry for a socket, and commands and answers travel on system.<id>", async () => {
    expect(manifest.socket).toBe(true);
    expect(await askGm("loadEcho", {})).toEqual({ ok: true });
    expect(net.sent.map((sent) => sent.event)).toEqual([SYSTEM_SOCKET, SYSTEM_SOCKET]);
  });

  it("the GM hears a request sent on system.<id>", async () => {
    forge("p1", { type: "request", id: "named", to: "gm", kind: "loadEcho", payload: {} });
    await net.settle();
    expect(runs).toEqual(["p1"]);
  });
});

describe("a client before its users are set up", () => {
  it("a player asking the GM is told no GM is there, and nothing is sent", async () => {
    expect(await whileLoading("p1", "beforeSetup", () => askGm("loadEcho", {}))).toEqual({ ok: false, reason: CHANNEL_REFUSAL.noGM });
    expect(notices).toEqual([{ level: "warn", message: CHANNEL_REFUSAL.noGM }]);
    expect(net.sent).toEqual([]);
  });

  it("is not the active GM, even the GM's own client", async () => {
    expect(await whileLoading("gm", "beforeSetup", () => isActiveGmHere())).toBe(false);
    expect(net.on("gm", () => isActiveGmHere())).toBe(true);
  });

  it("the GM's client ignores a request that arrives then: nothing runs, nothing is answered, nothing fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await whileLoading("gm", "beforeSetup", async () => {
      forge("p1", { type: "request", id: "early", to: "gm", kind: "loadEcho", payload: {} });
      await net.settle();
    });
    expect(runs).toEqual([]);
    expect(answersSent()).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it("a player's client ignores the GM's push that arrives then (it cannot tell a GM sent it), and nothing fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await whileLoading("p1", "beforeSetup", async () => {
      net.on("gm", () => pushToUser("p1", "loadPush", { combatId: "c1" }));
      await net.settle();
    });
    expect(pushed).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    // Once set up, the same push is shown.
    net.on("gm", () => pushToUser("p1", "loadPush", { combatId: "c1" }));
    await net.settle();
    expect(pushed).toEqual([{ combatId: "c1" }]);
  });

  it("knows no users yet, so not that it is the active GM: a command run there is refused, and nothing runs", async () => {
    expect(await whileLoading("gm", "beforeSetup", () => runCommand("loadEcho", {}, "p1"))).toEqual({ ok: false, reason: CHANNEL_REFUSAL.notActiveGM });
    expect(runs).toEqual([]);
  });
});

describe("a client before init", () => {
  it("listening has no socket to listen on: nothing fails, and the client's one listener stays one", async () => {
    await whileLoading("p1", "beforeInit", () => expect(() => listenOnSocket()).not.toThrow());
    net.on("gm", () => pushToUser("p1", "loadPush", { n: 1 }));
    await net.settle();
    expect(pushed).toEqual([{ n: 1 }]);
  });

  it("a push has no socket to go on: nothing is sent and nothing fails", async () => {
    await whileLoading("gm", "beforeInit", () => expect(() => pushToUser("p1", "loadPush", {})).not.toThrow());
    await net.settle();
    expect(net.sent).toEqual([]);
    expect(pushed).toEqual([]);
  });
});

describe("who is the active GM here", () => {
  it("a player's client with no GM connected: nobody, and asking throws nothing", () => {
    net.connect("gm", false);
    expect(net.on("p1", () => isActiveGmHere())).toBe(false);
  });

  it("the connected GM's client, and only it", () => {
    expect(net.on("gm", () => isActiveGmHere())).toBe(true);
    expect(net.on("p1", () => isActiveGmHere())).toBe(false);
  });
});

describe("an answer the socket cannot carry", () => {
  it("is logged on the GM's console as a failed socket message, and no answer goes out", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    forge("p1", { type: "request", id: "big", to: "gm", kind: "loadBigAnswer", payload: {} });
    await net.settle();
    expect(logged.mock.calls.map((call) => call[0])).toEqual(["Fray | socket message failed"]);
    expect(answersSent()).toEqual([]);
    logged.mockRestore();
  });
});
