/**
 * A card whose record this Fray cannot read (its spec refuses it, or a newer Fray wrote it) shows no dead
 * buttons: every client draws it without any, with one line saying it cannot be read; the GM's line says why.
 * A click sent anyway is refused by the GM. Through the chat log double: the GM's client posts, every client draws.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundryDouble } from "../../foundry-double/globals";
import { installHooks } from "../../foundry-double/hooks";
import { installChatLog } from "../../foundry-double/chat-log";
import { GM_AND_TWO_PLAYERS } from "../../foundry-double";
import { flatLang } from "../../support/lang";
import { spec, type Infer } from "../../../src/core/schema/spec";

const g = globalThis as Record<string, any>;
const { net } = installFoundryDouble(GM_AND_TWO_PLAYERS);
installHooks({ hooks: [] });
const chat = installChatLog(net);
const lang = flatLang();
const english = (key: string, data: Record<string, string> = {}) => {
  // The test's own refusals (Test.*) read as their keys.
  const text = lang.get(key) ?? (key.startsWith("Test.") ? key : undefined);
  if (text === undefined) throw new Error(`Missing translation: ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => data[name] ?? whole);
};
g.game.i18n = { localize: english, format: english };

const { listenOnSocket, askGm } = await import("../../../src/foundry/channel");
const { registerCardButtons, registerCardSteps } = await import("../../../src/foundry/cards");
type CardType<R> = import("../../../src/foundry/cards").CardType<R>;
type CardButtons<R> = import("../../../src/foundry/cards").CardButtons<R>;

const tallySchema = spec.object({ schemaVersion: spec.integer(1, { min: 1 }), owner: spec.text("", false), count: spec.integer(0, { min: 0, max: 3 }) });
type Tally = Infer<typeof tallySchema>;

/** Two buttons: the owner's Raise and the GM's Resolve, in the shared button row. */
const CONTENT = `<div class="fray fray-card"><div class="fray-card-buttons"><button type="button" data-fray-card-action="raise" data-role="owner">Raise</button><button type="button" data-fray-card-action="resolve" data-role="gm">Resolve</button></div></div>`;
const TALLY: CardType<Tally> = { type: "testTally", spec: { schema: tallySchema, version: 1, migrations: [] }, render: async () => CONTENT };

const clicked: string[] = [];
const buttons: CardButtons<Tally> = {
  card: TALLY,
  mayUse: (role, tally, user) => role === "owner" && user.id === tally.owner,
  open: () => true,
  click: async (action) => void clicked.push(action),
};
listenOnSocket();
registerCardButtons(buttons);
registerCardSteps(TALLY, [
  {
    command: "testRaise",
    refusals: { missing: { key: "Test.NotATally" }, notGm: { key: "Test.NotGm" } },
    run: async ({ record }) => ({ ok: true, record: { ...record, count: record.count + 1 } }),
  },
]);

/** The GM's client posts a card of the tally's type holding `system` as it is (damaged, or a newer Fray's). */
async function postAsGm(system: Record<string, unknown>) {
  net.actAs("gm");
  const message = await g.ChatMessage.create({ type: "testTally", system, content: CONTENT });
  await net.settle();
  return message as { id: string; system: Record<string, unknown> };
}

const drawnFor = (userId: string, messageId: string) => chat.shownTo(userId, messageId)!;
const buttonsLeft = (userId: string, messageId: string) => drawnFor(userId, messageId).buttons.filter((button) => !button.removed).map((button) => button.text);
const linesFor = (userId: string, messageId: string) => drawnFor(userId, messageId).lines.map((line) => [line.className, line.textContent]);

beforeEach(() => {
  clicked.length = 0;
});

describe("a card this Fray can read", () => {
  it("keeps each person's buttons and adds no line", async () => {
    const card = await postAsGm({ schemaVersion: 1, owner: "p1", count: 0 });
    expect([buttonsLeft("gm", card.id), buttonsLeft("p1", card.id), buttonsLeft("p2", card.id)]).toEqual([["Raise", "Resolve"], ["Raise"], []]);
    expect(linesFor("gm", card.id)).toEqual([]);
  });
});

describe("a card whose record its spec refuses", () => {
  it("shows no button to anyone, the GM's own included, and says on the card that it cannot be read", async () => {
    const card = await postAsGm({ schemaVersion: 1, owner: "p1", count: "lots" });
    for (const user of ["gm", "p1", "p2"]) expect(buttonsLeft(user, card.id)).toEqual([]);
    expect(linesFor("p1", card.id)).toEqual([["fray-card-unreadable", "Fray cannot read this card, so it has no buttons. The GM sees why."]]);
    expect(linesFor("p2", card.id)).toEqual(linesFor("p1", card.id));
  });

  it("tells the GM why: the spec's first problems, the rest counted", async () => {
    const card = await postAsGm({ schemaVersion: 1, owner: 5, count: "lots", colour: "red" });
    expect(linesFor("gm", card.id)).toEqual([
      ["fray-card-unreadable", 'Fray cannot read this card, so it has no buttons: system.owner: expected text, got number; system.count: expected a number, got "lots"; 1 more'],
    ]);
  });

  it("keeps a GM's reason short however long the damaged value is", async () => {
    const card = await postAsGm({ schemaVersion: 1, owner: "p1", count: "x".repeat(500) });
    const [[, words]] = linesFor("gm", card.id) as [[string, string]];
    expect(words.length).toBeLessThan(150);
    expect(words.endsWith("…")).toBe(true);
  });

  it("a click sent anyway, from a console, is refused by the GM and changes nothing", async () => {
    const card = await postAsGm({ schemaVersion: 1, owner: "p1", count: "lots" });
    net.actAs("p1");
    expect(await askGm("testRaise", { messageId: card.id })).toEqual({ ok: false, reason: "Test.NotATally" });
    expect(card.system.count).toBe("lots");
  });
});

describe("a card a newer Fray wrote", () => {
  it("shows no button to anyone and tells everyone to update Fray; the GM's steps leave it alone", async () => {
    const card = await postAsGm({ schemaVersion: 2, owner: "p1", count: 1 });
    for (const user of ["gm", "p1", "p2"]) {
      expect(buttonsLeft(user, card.id)).toEqual([]);
      expect(linesFor(user, card.id)).toEqual([["fray-card-unreadable", "A newer version of Fray wrote this card, so it has no buttons here. Update Fray to use it."]]);
    }
    net.actAs("gm");
    expect(await askGm("testRaise", { messageId: card.id })).toEqual({ ok: false, reason: "Test.NotATally" });
    expect(card.system).toEqual({ schemaVersion: 2, owner: "p1", count: 1 });
  });
});

describe("a card type wired twice (two rulesets' buttons on one card type)", () => {
  it("still says it once", async () => {
    registerCardButtons({ ...buttons, actionKey: "frayOtherAction" });
    const card = await postAsGm({ schemaVersion: 1, owner: "p1", count: "lots" });
    expect(linesFor("p1", card.id)).toHaveLength(1);
  });
});
