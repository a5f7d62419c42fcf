/**
 * A command carries an idempotency key: a player whose answer never came (the GM was slow past the
 * timeout, or the player's connection dropped as the answer went out) clicks again, and the GM answers
 * the repeat from memory instead of applying it twice. The memory is the GM's, by the sender id the
 * server reports, bounded in size and time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryDouble } from "../../foundry-double/globals";

const foundry = installFoundryDouble([
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
]);
const { net, notices } = foundry;
const { askGm, listenOnSocket, registerGmHandler, CHANNEL_REFUSAL } = await import("../../../src/foundry/channel");
const { ANSWER_TIMEOUT_MS } = await import("../../../src/foundry/channel/ask-gm");
const { ANSWER_MEMORY, answerOnce } = await import("../../../src/foundry/channel/answer-memory");
const { SOCKET_NAME } = await import("../../../src/foundry/channel/wire");

listenOnSocket();

/** Every time the GM gave a potion, and to whom. */
const given: string[] = [];
/** While closed, the GM's handler waits here (a GM busy for longer than the player waits). */
let gate: Promise<void> = Promise.resolve();
let open = () => {};
const closeGate = () => (gate = new Promise<void>((resolve) => (open = resolve)));
registerGmHandler("givePotion", async (_payload, userId) => {
  await gate;
  given.push(userId);
  return { ok: true, result: { potions: given.length } };
});

/** Lets the socket's microtasks and any due timers run. */
const flush = () => vi.advanceTimersByTimeAsync(0);
/** Lets the GM finish what it was sent and send its answers (the double's deliveries are microtasks). */
const gmDone = async () => {
  await flush();
  await net.settle();
};
const requests = () => net.sent.filter((sent) => (sent.message as { type: string }).type === "request").map((sent) => sent.message as { id: string; key: string });

beforeEach(() => {
  vi.useFakeTimers();
  given.length = 0;
  notices.length = 0;
  net.sent.length = 0;
  gate = Promise.resolve();
  for (const id of ["gm", "p1", "p2"]) net.connect(id, true);
  net.actAs("p1");
});
afterEach(() => {
  open();
  vi.useRealTimers();
});

describe("a command whose answer was lost", () => {
  it("told 'timeout' while the GM was still busy, then clicked again: applied once, and the second click hears the first's answer", async () => {
    closeGate();
    const first = askGm("givePotion", { to: "Maren" });
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS);
    expect(await first).toEqual({ ok: false, reason: CHANNEL_REFUSAL.timeout });
    open();
    await gmDone();
    expect(given).toEqual(["p1"]);

    expect(await askGm("givePotion", { to: "Maren" })).toEqual({ ok: true, result: { potions: 1 } });
    expect(given).toEqual(["p1"]);
    const [sent, resent] = requests();
    expect(resent!.key).toBe(sent!.key);
    expect(resent!.id).not.toBe(sent!.id);
  });

  it("clicked again while the first still runs: the repeat waits for that run instead of queueing a second", async () => {
    closeGate();
    const first = askGm("givePotion", { to: "Maren" });
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS);
    await first;
    const second = askGm("givePotion", { to: "Maren" });
    await flush();
    open();
    expect(await second).toEqual({ ok: true, result: { potions: 1 } });
    expect(given).toEqual(["p1"]);
  });

  it("lost in a short disconnect as it went out: the click after reconnecting applies nothing again", async () => {
    closeGate();
    const first = askGm("givePotion", { to: "Maren" });
    await flush();
    // The GM answers while the player's client is gone: nothing reaches it.
    net.connect("p1", false);
    open();
    await gmDone();
    expect(given).toEqual(["p1"]);
    net.connect("p1", true);
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS);
    expect(await first).toEqual({ ok: false, reason: CHANNEL_REFUSAL.timeout });

    expect(await askGm("givePotion", { to: "Maren" })).toEqual({ ok: true, result: { potions: 1 } });
    expect(given).toEqual(["p1"]);
  });
});

describe("what is a new command", () => {
  it("the same click after the GM answered is a new command, applied again", async () => {
    await askGm("givePotion", { to: "Maren" });
    await askGm("givePotion", { to: "Maren" });
    expect(given).toEqual(["p1", "p1"]);
    const [sent, again] = requests();
    expect(again!.key).not.toBe(sent!.key);
  });

  it("a second click while the first still waits is its own command: the GM runs both in turn, and its handler refuses what it must", async () => {
    const both = await Promise.all([askGm("givePotion", { to: "Ysolde" }), askGm("givePotion", { to: "Ysolde" })]);
    expect(both).toEqual([{ ok: true, result: { potions: 1 } }, { ok: true, result: { potions: 2 } }]);
    const [first, second] = requests();
    expect(second!.key).not.toBe(first!.key);
  });

  it("a different command after a timeout is a new command, even of the same kind", async () => {
    closeGate();
    const first = askGm("givePotion", { to: "Maren" });
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS);
    await first;
    open();
    await gmDone();
    expect(await askGm("givePotion", { to: "Tamsin" })).toEqual({ ok: true, result: { potions: 2 } });
    expect(given).toEqual(["p1", "p1"]);
  });

  it("another player sending p1's key runs their own command and never hears p1's answer", async () => {
    closeGate();
    // Bram: p1's earlier potion for Maren is still unanswered on p1's client, and would keep its key.
    const first = askGm("givePotion", { to: "Bram" });
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS);
    await first;
    open();
    await gmDone();
    const stolen = requests()[0]!.key;
    net.on("p2", () => (globalThis as any).game.socket.emit(SOCKET_NAME, { type: "request", id: "p2req", key: stolen, to: "gm", kind: "givePotion", payload: { to: "Bram" } }));
    await gmDone();
    expect(given).toEqual(["p1", "p2"]);
    const answerToP2 = net.sent.find((sent) => sent.from === "gm" && (sent.message as { id?: string }).id === "p2req")!.message;
    expect(answerToP2).toMatchObject({ to: "p2", answer: { ok: true, result: { potions: 2 } } });
  });
});

describe("the GM's memory of answers", () => {
  const runs: string[] = [];
  const run = (label: string) => async () => (runs.push(label), { ok: true as const, result: label });

  it("is forgotten after its time: the same key then runs again", async () => {
    runs.length = 0;
    const sender = `time-${Math.random()}`;
    await answerOnce(sender, "k", run("first"));
    vi.advanceTimersByTime(ANSWER_MEMORY.ms - 1);
    expect(await answerOnce(sender, "k", run("second"))).toEqual({ ok: true, result: "first" });
    vi.advanceTimersByTime(1);
    expect(await answerOnce(sender, "k", run("third"))).toEqual({ ok: true, result: "third" });
    expect(runs).toEqual(["first", "third"]);
  });

  it(`keeps the last ${ANSWER_MEMORY.entries} answers: an older one is forgotten`, async () => {
    runs.length = 0;
    const sender = `size-${Math.random()}`;
    await answerOnce(sender, "oldest", run("oldest"));
    for (let i = 1; i < ANSWER_MEMORY.entries; i++) await answerOnce(sender, `k${i}`, async () => ({ ok: true }));
    expect(await answerOnce(sender, "oldest", run("again"))).toEqual({ ok: true, result: "oldest" });
    await answerOnce(sender, "one more", async () => ({ ok: true }));
    await answerOnce(sender, "and another", async () => ({ ok: true }));
    expect(await answerOnce(sender, "oldest", run("after"))).toEqual({ ok: true, result: "after" });
  });

  it("keeps a refusal like any answer: the re-send hears it again and runs nothing", async () => {
    runs.length = 0;
    const sender = `refused-${Math.random()}`;
    const refused = async () => (runs.push("refused"), { ok: false as const, reason: "FRAY.Tracker.Refusal.notYourTurn" });
    await answerOnce(sender, "k", refused);
    expect(await answerOnce(sender, "k", run("again"))).toEqual({ ok: false, reason: "FRAY.Tracker.Refusal.notYourTurn" });
    expect(runs).toEqual(["refused"]);
  });

  it("does not keep an answer saying this GM was not the active one: nothing ran, so the key may run later", async () => {
    const sender = `inactive-${Math.random()}`;
    await answerOnce(sender, "k", async () => ({ ok: false, reason: CHANNEL_REFUSAL.notActiveGM }));
    expect(await answerOnce(sender, "k", async () => ({ ok: true, result: "ran" }))).toEqual({ ok: true, result: "ran" });
  });
});

describe("the GM's own commands", () => {
  it("skip the socket and carry no key: each click runs", async () => {
    net.actAs("gm");
    await askGm("givePotion", { to: "Maren" });
    await askGm("givePotion", { to: "Maren" });
    expect(given).toEqual(["gm", "gm"]);
    expect(net.sent).toEqual([]);
    expect(notices).toEqual([]);
  });
});
