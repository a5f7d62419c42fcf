/**
 * The shared card pipeline with a card type of its own (a tally a player asks the GM to raise), so
 * what is tested is the pipeline and not sides: a ruleset supplies only the card's record, how it
 * renders and its steps; the GM finds its own card, runs the step and stores what it decided.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installChatDouble, rolled } from "../../foundry-double/chat";
import { spec, type Infer } from "../../../src/core/schema/spec";
import type { DocumentTypeSpec } from "../../../src/core/schema/document-type";

const chat = installChatDouble([
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
]);
const g = globalThis as Record<string, any>;

const { listenOnSocket, askGm } = await import("../../../src/foundry/channel");
const { registerCardSteps, readCard, wireCardButtons } = await import("../../../src/foundry/cards");
const { registerCardButtons } = await import("../../../src/foundry/cards/card-buttons");
const { postCard, storeCard } = await import("../../../src/foundry/cards/card-store");
type CardStep<R> = import("../../../src/foundry/cards").CardStep<R>;
type CardType<R> = import("../../../src/foundry/cards").CardType<R>;
type CardButtons<R> = import("../../../src/foundry/cards").CardButtons<R>;

const tallySchema = spec.object({ schemaVersion: spec.integer(1), owner: spec.text("", false), count: spec.integer(0, { min: 0, max: 3 }) });
type Tally = Infer<typeof tallySchema>;
const tallySpec: DocumentTypeSpec = { schema: tallySchema, version: 1, migrations: [] };

const TALLY: CardType<Tally> = {
  type: "testTally",
  spec: tallySpec,
  render: async (tally, rolls) => `<p>${tally.owner}: ${tally.count} (${rolls.length} rolls)</p>`,
};

const refusals = { missing: { key: "Test.NotATally" }, notGm: { key: "Test.NotGm" } };
/** The tally's only step: its owner (or the GM) raises it by one, up to 3. */
const raise: CardStep<Tally> = {
  command: "testRaise",
  refusals,
  async run({ record, asker }) {
    if (!asker.isGM && asker.id !== record.owner) return { ok: false, reason: { key: "Test.NotYours", data: { owner: record.owner } } };
    if (record.count >= 3) return { ok: false, reason: { key: "Test.Full" } };
    return { ok: true, record: { ...record, count: record.count + 1 }, result: { count: record.count + 1 } };
  },
};

/** A faulty step: its record breaks the tally's schema. */
const overflow: CardStep<Tally> = {
  command: "testOverflow",
  refusals,
  run: async ({ record }) => ({ ok: true, record: { ...record, count: 99 } }),
};

/** A step that changes nothing on the card (it only answers). */
const peek: CardStep<Tally> = { command: "testPeek", refusals, run: async ({ record }) => ({ ok: true, result: { count: record.count } }) };
/** A step that adds a roll and leaves the record as it is. */
const reroll: CardStep<Tally> = { command: "testReroll", refusals, run: async () => ({ ok: true, rolls: [rolled([[6]]), rolled([[2]])] as never }) };

listenOnSocket();
registerCardSteps(TALLY, [raise, overflow, peek, reroll]);

const message = (id: string) => g.game.messages.get(id);

beforeEach(() => {
  chat.writes.length = 0;
  chat.actAs("gm");
  chat.card("tally", "gm", "testTally", { schemaVersion: 1, owner: "p1", count: 0 }, [rolled([[4]])]);
  chat.card("forged", "p1", "testTally", { schemaVersion: 1, owner: "p1", count: 0 }, []);
  chat.card("broken", "gm", "testTally", { schemaVersion: 1, owner: "p1", count: "lots" }, []);
  chat.message("plain", "gm", {}, []);
});

describe("a card step through the GM", () => {
  it("the card's owner asks; the GM stores the new record and re-renders the card from it", async () => {
    chat.actAs("p1");
    expect(await askGm("testRaise", { messageId: "tally" })).toEqual({ ok: true, result: { count: 1 } });
    expect(message("tally").system).toEqual({ schemaVersion: 1, owner: "p1", count: 1 });
    expect(message("tally").content).toBe("<p>p1: 1 (1 rolls)</p>");
    expect(chat.writes.map((write) => write.client)).toEqual(["gm"]);
  });

  it("numbers in the click are ignored: only the card's record counts", async () => {
    chat.actAs("p1");
    await askGm("testRaise", { messageId: "tally", count: 99, system: { count: 3 } });
    expect(message("tally").system.count).toBe(1);
  });

  it("someone the step does not allow is refused with its reason, and nothing is written", async () => {
    chat.actAs("p2");
    expect(await askGm("testRaise", { messageId: "tally" })).toEqual({ ok: false, reason: "Test.NotYours", data: { owner: "p1" } });
    expect(chat.writes).toEqual([]);
  });

  it("a card a player posted is never acted on", async () => {
    chat.actAs("p1");
    expect(await askGm("testRaise", { messageId: "forged" })).toEqual({ ok: false, reason: "Test.NotGm" });
    expect(message("forged").system.count).toBe(0);
  });

  it("a message that is not this card, is gone, or holds a record its schema refuses is not a card", async () => {
    chat.actAs("gm");
    for (const messageId of ["plain", "gone", "broken", 7]) {
      expect(await askGm("testRaise", { messageId })).toEqual({ ok: false, reason: "Test.NotATally" });
    }
    expect(readCard(message("broken"), TALLY)).toBeNull();
    expect(chat.writes).toEqual([]);
  });

  it("a record its schema refuses is never written, even from the GM's own step", async () => {
    chat.actAs("gm");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await askGm("testOverflow", { messageId: "tally" })).toEqual({ ok: false, reason: "FRAY.Channel.failed" });
    expect(String(logged.mock.calls[0]?.[1])).toContain("testTally record refused: system.count 99 is above the maximum 3");
    logged.mockRestore();
    expect(message("tally").system.count).toBe(0);
    expect(chat.writes).toEqual([]);
  });

  it("a step that changes nothing on the card writes nothing", async () => {
    chat.actAs("p1");
    expect(await askGm("testPeek", { messageId: "tally" })).toEqual({ ok: true, result: { count: 0 } });
    expect(chat.writes).toEqual([]);
  });

  it("a step that adds rolls stores them with the record as it was, and re-renders the card", async () => {
    chat.actAs("gm");
    // Exactly what the socket would have delivered (readAnswer): an answer with no result holds no result key.
    expect(await askGm("testReroll", { messageId: "tally" })).toStrictEqual({ ok: true });
    expect(message("tally").rolls.map((roll: { total: number }) => roll.total)).toEqual([6, 2]);
    expect(message("tally").system).toEqual({ schemaVersion: 1, owner: "p1", count: 0 });
    expect(message("tally").content).toBe("<p>p1: 0 (2 rolls)</p>");
  });

  it("a card whose author is gone is no GM's card", async () => {
    chat.card("orphan", "nobody-now", "testTally", { schemaVersion: 1, owner: "p1", count: 0 }, []);
    chat.actAs("gm");
    expect(await askGm("testRaise", { messageId: "orphan" })).toEqual({ ok: false, reason: "Test.NotGm" });
  });

  it("a typed card's record is read from its data model's source data", () => {
    const source = { schemaVersion: 1, owner: "p2", count: 2 };
    // A DataModel holds methods structuredClone cannot copy; its toObject() is the source data.
    const model = { ...source, toObject: () => ({ ...source }) };
    expect(readCard({ type: "testTally", system: model, flags: {} } as never, TALLY)).toEqual(source);
  });

  it("a message of this type with no data at all is no card, and reading it does not break the chat log", () => {
    expect(readCard({ type: "testTally", system: null, flags: {} } as never, TALLY)).toBeNull();
  });

  it("a message of another type with Fray flags is not this card when the type reads no old shape", () => {
    expect(readCard({ type: "base", system: {}, flags: { fray: { tally: { count: 1 } } } } as never, TALLY)).toBeNull();
  });

  it("a refusal from the rules stops the step: the tally stops at 3", async () => {
    for (let i = 0; i < 3; i++) await askGm("testRaise", { messageId: "tally" });
    expect(await askGm("testRaise", { messageId: "tally" })).toEqual({ ok: false, reason: "Test.Full" });
    expect(message("tally").system.count).toBe(3);
  });
});

/** Just enough DOM for the wiring: buttons with a dataset in one row, removable, clickable. */
class FakeButton {
  disabled = false;
  removed = false;
  prevented = 0;
  clicks: (() => void)[] = [];
  constructor(readonly dataset: Record<string, string>) {}
  remove() {
    this.removed = true;
  }
  addEventListener(type: string, listener: (event: { preventDefault(): void }) => void) {
    if (type === "click") this.clicks.push(() => listener({ preventDefault: () => void this.prevented++ }));
  }
}

/** A card's HTML whose buttons answer the selector of their action attribute (`data-test-action` unless told). */
function cardHtml(buttons: FakeButton[], selector = "[data-test-action]") {
  const row = { removed: false, remove: () => (row.removed = true), querySelector: (asked: string) => (asked === "button" ? (buttons.find((b) => !b.removed) ?? null) : null) };
  const html = {
    querySelectorAll: (asked: string) => (asked === selector ? buttons.filter((b) => !b.removed) : []),
    querySelector: (selector: string) => (selector === ".fray-card-buttons" && !row.removed ? row : null),
  };
  return { html: html as unknown as HTMLElement, row };
}

describe("a card's buttons on each client", () => {
  const asked: string[] = [];
  const buttons: CardButtons<Tally> = {
    card: TALLY,
    actionKey: "testAction",
    mayUse: (role, tally, user) => role === "owner" && user.id === tally.owner,
    open: (action, tally) => action !== "raise" || tally.count < 3,
    click: async (action) => void asked.push(action),
  };
  const raiseButton = () => new FakeButton({ testAction: "raise", role: "owner" });

  it("the owner sees and uses the button; the click goes where the ruleset says", async () => {
    chat.actAs("p1");
    const button = raiseButton();
    const { html, row } = cardHtml([button]);
    wireCardButtons(buttons, message("tally"), html);
    expect([button.removed, row.removed]).toEqual([false, false]);
    button.clicks[0]!();
    await Promise.resolve();
    expect(asked).toEqual(["raise"]);
  });

  it("a click does not follow the button's default, and the button is disabled until the click's work ends", async () => {
    chat.actAs("p1");
    let finish = () => {};
    const slow: CardButtons<Tally> = { ...buttons, click: () => new Promise<void>((resolve) => (finish = resolve)) };
    const button = raiseButton();
    wireCardButtons(slow, message("tally"), cardHtml([button]).html);
    button.clicks[0]!();
    expect([button.prevented, button.disabled]).toEqual([1, true]);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button.disabled).toBe(false);
  });

  it("the button's role is what the ruleset is asked about: the owner gets no button of another role", () => {
    chat.actAs("p1");
    const other = new FakeButton({ testAction: "raise", role: "target" });
    const { html, row } = cardHtml([other]);
    wireCardButtons(buttons, message("tally"), html);
    expect([other.removed, row.removed]).toEqual([true, true]);
  });

  it("a button without a role is asked about as the empty role: a ruleset may open such a button to everyone", () => {
    chat.actAs("p2");
    const roles: string[] = [];
    const anyone: CardButtons<Tally> = { ...buttons, mayUse: (role) => (roles.push(role), role === "") };
    const open = new FakeButton({ testAction: "raise" });
    const owned = raiseButton();
    wireCardButtons(anyone, message("tally"), cardHtml([open, owned]).html);
    expect(roles).toEqual(["", "owner"]);
    expect([open.removed, owned.removed]).toEqual([false, true]);
  });

  it("without an action key of its own a card's buttons are those with data-fray-card-action", () => {
    chat.actAs("p2");
    const plain: CardButtons<Tally> = { ...buttons, actionKey: undefined };
    const button = new FakeButton({ frayCardAction: "raise", role: "owner" });
    wireCardButtons(plain, message("tally"), cardHtml([button], "[data-fray-card-action]").html);
    expect(button.removed).toBe(true);
  });

  it("a client with no user yet (before the world is ready) shows no button", () => {
    chat.actAs("nobody-yet");
    const button = raiseButton();
    wireCardButtons(buttons, message("tally"), cardHtml([button]).html);
    expect(button.removed).toBe(true);
  });

  it("a player's card without a button row is left as it is", () => {
    const html = { querySelectorAll: () => [], querySelector: () => null } as unknown as HTMLElement;
    expect(() => wireCardButtons(buttons, message("forged"), html)).not.toThrow();
  });

  it("registered buttons are wired each time a chat message renders", () => {
    const hooks: [string, (...args: unknown[]) => void][] = [];
    g.Hooks = { on: (name: string, hook: (...args: unknown[]) => void) => void hooks.push([name, hook]) };
    registerCardButtons(buttons);
    expect(hooks.map(([name]) => name)).toEqual(["renderChatMessageHTML"]);
    chat.actAs("p2");
    const button = raiseButton();
    hooks[0]![1](message("tally"), cardHtml([button]).html);
    expect(button.removed).toBe(true);
  });

  it("a message that is not this card is left as it is (its own listeners wire it)", () => {
    chat.actAs("p2");
    const button = raiseButton();
    const { html, row } = cardHtml([button]);
    wireCardButtons(buttons, message("plain"), html);
    expect([button.removed, row.removed]).toEqual([false, false]);
  });

  it("another player gets no button and no empty row; the GM sees every button", () => {
    chat.actAs("p2");
    const forP2 = cardHtml([raiseButton()]);
    wireCardButtons(buttons, message("tally"), forP2.html);
    expect(forP2.row.removed).toBe(true);
    chat.actAs("gm");
    const button = raiseButton();
    wireCardButtons(buttons, message("tally"), cardHtml([button]).html);
    expect(button.removed).toBe(false);
  });

  it("a button the record no longer allows is hidden, even from the GM", () => {
    message("tally").system.count = 3;
    const button = raiseButton();
    wireCardButtons(buttons, message("tally"), cardHtml([button]).html);
    expect(button.removed).toBe(true);
  });

  it("a card a player posted shows no buttons to anyone", () => {
    chat.actAs("p1");
    const button = raiseButton();
    const { html, row } = cardHtml([button]);
    wireCardButtons(buttons, message("forged"), html);
    expect([button.removed, row.removed]).toEqual([true, true]);
  });
});

describe("posting and storing a card", () => {
  it("a post renders the content from the record and passes the rolls, the speaker and the whisper", async () => {
    const created: Record<string, unknown>[] = [];
    g.ChatMessage = { create: async (data: Record<string, unknown>) => (created.push(data), { id: "new" }) };
    const record = { schemaVersion: 1, owner: "p1", count: 2 };
    expect(await postCard(TALLY, record, [], { whisper: ["gm"], speaker: { alias: "Bram" } as never })).toEqual({ id: "new" });
    expect(created).toEqual([{ type: "testTally", system: record, content: "<p>p1: 2 (0 rolls)</p>", rolls: [], whisper: ["gm"], speaker: { alias: "Bram" } }]);
    g.ChatMessage = { create: async () => undefined };
    expect(await postCard(TALLY, record, [])).toBeNull();
  });

  it("a record its schema refuses is never posted; the error names every problem", async () => {
    const created: unknown[] = [];
    g.ChatMessage = { create: async (data: unknown) => void created.push(data) };
    await expect(postCard(TALLY, { schemaVersion: 1, owner: "p1", count: 99 }, [])).rejects.toThrow("Fray: testTally record refused: system.count 99 is above the maximum 3");
    await expect(postCard(TALLY, { schemaVersion: 1, owner: 5, count: 99 } as never, [])).rejects.toThrow(/refused: system\.owner .+; system\.count 99 is above the maximum 3/);
    expect(created).toEqual([]);
  });

  it("a message of another type becomes this card when stored, even for a card type with no old shape", async () => {
    const other = chat.message("other", "gm", { fray: { kept: 1 } }, []);
    chat.actAs("gm");
    await storeCard(other as never, TALLY, { schemaVersion: 1, owner: "p1", count: 0 }, []);
    expect(Object.keys(chat.writes.at(-1)!.change as object).sort()).toEqual(["==system", "content", "rolls", "type"]);
    expect(message("other").flags).toEqual({ fray: { kept: 1 } });
  });

  it("a card still in the old flag shape becomes its type: the record replaces the data whole and the old flags go", async () => {
    const legacy: CardType<Tally> = { ...TALLY, legacy: { flags: ["tally", "tallyRolled"], read: () => null } };
    const old = chat.message("old", "gm", { fray: { tally: { count: 1 }, tallyRolled: true, kept: 1 } }, []);
    chat.actAs("gm");
    await storeCard(old as never, legacy, { schemaVersion: 1, owner: "p1", count: 1 }, []);
    expect(chat.writes.at(-1)!.change).toEqual({ content: "<p>p1: 1 (0 rolls)</p>", rolls: [], type: "testTally", "==system": { schemaVersion: 1, owner: "p1", count: 1 }, "flags.fray.-=tally": null, "flags.fray.-=tallyRolled": null });
    expect([message("old").type, message("old").system, message("old").flags]).toEqual(["testTally", { schemaVersion: 1, owner: "p1", count: 1 }, { fray: { kept: 1 } }]);
  });

  it("a typed card keeps its rolls unless a step adds one, and is stored with its record as the whole data", async () => {
    chat.actAs("gm");
    await storeCard(message("tally"), TALLY, { schemaVersion: 1, owner: "p1", count: 2 });
    const change = chat.writes.at(-1)!.change as Record<string, unknown[] | string>;
    expect(Object.keys(change).sort()).toEqual(["==system", "content", "rolls"]);
    expect(message("tally").system).toEqual({ schemaVersion: 1, owner: "p1", count: 2 });
    expect(change.rolls).toEqual([JSON.stringify(rolled([[4]]))]);
    expect(message("tally").rolls.map((roll: { total: number }) => roll.total)).toEqual([4]);
    expect(change.content).toBe("<p>p1: 2 (1 rolls)</p>");
  });
});
