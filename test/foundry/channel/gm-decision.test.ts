/**
 * A request that waits for the GM's own decision, through the channel on the Foundry double: the asker
 * hears at once that the GM is deciding, the lane keeps running other commands while the dialog is open,
 * the asker alone hears the outcome, and nobody has two requests waiting at once.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundryDouble } from "../../foundry-double/globals";

const foundry = installFoundryDouble([
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
]);
const { net, notices } = foundry;
const { askGm, listenOnSocket, registerGmHandler, CHANNEL_REFUSAL } = await import("../../../src/foundry/channel");
const { parkForGm, isParked, registerDecisionOutcomes, PARKED, DECIDED_PUSH } = await import("../../../src/foundry/channel/gm-decision");

// Refusals read in the user's language with their data (Localization#format).
(globalThis as Record<string, any>).game.i18n = { localize: (key: string) => key, format: (key: string, data: object) => `${key} ${JSON.stringify(data)}` };
// Listening on the socket listens for the outcomes of parked requests too.
listenOnSocket();

/** The GM's dialogs still open, in the order they opened: answer one with true or false. */
let dialogs: ((yes: boolean) => void)[] = [];
/** What the work does once the GM said yes. */
let work: () => Promise<{ ok: boolean; reason?: string }> = async () => ({ ok: true });
const ran: string[] = [];

registerGmHandler("parkMe", async (_payload, userId) =>
  parkForGm(userId, {
    ask: () => new Promise<boolean>((resolve) => dialogs.push(resolve)),
    declined: { ok: false, reason: "FRAY.Test.declined", data: { name: "Bram" } },
    then: async () => {
      ran.push(userId);
      return (await work()) as never;
    },
  }),
);
registerGmHandler("quick", async (_payload, userId) => ({ ok: true, result: { for: userId } }));

/** Lets the timers and the socket run until nothing is left to do. */
const settle = async () => {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await net.settle();
  }
};
const pushesOfOutcome = () => net.sent.filter((sent) => (sent.message as { kind?: string }).kind === DECIDED_PUSH);

beforeEach(async () => {
  // Every dialog an earlier test left open (or about to open) is answered, so no one stays parked.
  await settle();
  dialogs.forEach((answer) => answer(false));
  await settle();
  dialogs = [];
  work = async () => ({ ok: true });
  ran.length = 0;
  notices.length = 0;
  net.sent.length = 0;
});

describe("a request parked for the GM's decision", () => {
  it("the asker hears at once that the GM is deciding; the dialog opens only after that answer", async () => {
    const answer = await net.on("p1", () => askGm("parkMe", {}));
    expect(answer).toEqual(PARKED);
    expect(notices).toEqual([{ level: "info", message: "FRAY.Channel.deciding" }]);
    expect(isParked(answer)).toBe(true);
    await settle();
    expect(dialogs).toHaveLength(1);
    expect(ran).toEqual([]);
  });

  it("other commands keep flowing while the GM's dialog is open", async () => {
    await net.on("p1", () => askGm("parkMe", {}));
    await settle();
    expect(await net.on("p2", () => askGm("quick", {}))).toEqual({ ok: true, result: { for: "p2" } });
    expect(dialogs).toHaveLength(1);
  });

  it("on the GM's yes the work runs, and the asker alone is told it went ahead", async () => {
    await net.on("p1", () => askGm("parkMe", {}));
    await settle();
    dialogs[0]!(true);
    await settle();
    expect(ran).toEqual(["p1"]);
    expect(pushesOfOutcome().map((sent) => (sent.message as { to: string }).to)).toEqual(["p1"]);
    expect(notices).toEqual([{ level: "info", message: "FRAY.Channel.deciding" }, { level: "info", message: "FRAY.Channel.decided" }]);
  });

  it("on the GM's no nothing runs, and the asker is warned with the refusal and its data", async () => {
    await net.on("p1", () => askGm("parkMe", {}));
    await settle();
    dialogs[0]!(false);
    await settle();
    expect(ran).toEqual([]);
    expect(pushesOfOutcome()).toHaveLength(1);
    expect((pushesOfOutcome()[0]!.message as { payload: unknown }).payload).toEqual({ ok: false, reason: "FRAY.Test.declined", data: { name: "Bram" } });
    expect(notices).toEqual([{ level: "info", message: "FRAY.Channel.deciding" }, { level: "warn", message: 'FRAY.Test.declined {"name":"Bram"}' }]);
  });

  it("a refusal the work answers after the yes reaches the asker as a warning", async () => {
    work = async () => ({ ok: false, reason: "FRAY.Test.changed" });
    await net.on("p1", () => askGm("parkMe", {}));
    await settle();
    dialogs[0]!(true);
    await settle();
    expect(notices).toEqual([{ level: "info", message: "FRAY.Channel.deciding" }, { level: "warn", message: "FRAY.Test.changed {}" }]);
  });

  it("work that fails tells the asker it failed, and frees them to ask again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    work = async () => {
      throw new Error("boom");
    };
    await net.on("p1", () => askGm("parkMe", {}));
    await settle();
    dialogs[0]!(true);
    await settle();
    expect(logged.mock.calls[0]?.[0]).toBe("Fray | a request the GM decided failed");
    logged.mockRestore();
    expect(notices).toEqual([{ level: "info", message: "FRAY.Channel.deciding" }, { level: "warn", message: `${CHANNEL_REFUSAL.failed} {}` }]);
    expect(await net.on("p1", () => askGm("parkMe", {}))).toEqual(PARKED);
  });

  it("a user has one request parked at a time; another user may park theirs; after the decision the first may ask again", async () => {
    expect(await net.on("p1", () => askGm("parkMe", {}))).toEqual(PARKED);
    expect(await net.on("p1", () => askGm("parkMe", {}))).toEqual({ ok: false, reason: CHANNEL_REFUSAL.decisionPending });
    expect(await net.on("p2", () => askGm("parkMe", {}))).toEqual(PARKED);
    await settle();
    expect(dialogs).toHaveLength(2);
    dialogs[0]!(false);
    await settle();
    expect(await net.on("p1", () => askGm("parkMe", {}))).toEqual(PARKED);
  });

  it("the GM's own parked request is answered on its own client: no push goes out", async () => {
    await net.on("gm", () => askGm("parkMe", {}));
    await settle();
    dialogs[0]!(true);
    await settle();
    expect(ran).toEqual(["gm"]);
    expect(pushesOfOutcome()).toEqual([]);
    expect(notices).toEqual([{ level: "info", message: "FRAY.Channel.deciding" }, { level: "info", message: "FRAY.Channel.decided" }]);
  });
});

describe("what counts as parked", () => {
  it("only a yes whose result says parked: true", () => {
    expect(PARKED).toEqual({ ok: true, result: { parked: true } });
    expect(isParked(PARKED)).toBe(true);
    expect(isParked({ ok: true })).toBe(false);
    expect(isParked({ ok: true, result: { parked: "true" } })).toBe(false);
    expect(isParked({ ok: false, reason: "x" })).toBe(false);
  });

  it("listening for outcomes twice is listening once (a second registration would throw)", () => {
    expect(() => registerDecisionOutcomes()).not.toThrow();
    expect(() => registerDecisionOutcomes()).not.toThrow();
  });
});
