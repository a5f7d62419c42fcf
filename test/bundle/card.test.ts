/**
 * The shipped bundle posts and re-renders a chat card (issue 23, item 6). A `declared` world booted from
 * dist/fray.mjs (./world) with a GM and two players on their own clients: Ysolde is p1's, Bram p2's, each holding a
 * hand axe. p1's client sends the attack command on the system socket; the GM's client, the bundle's listener,
 * checks it, rolls and posts the card; every client draws it. The test reads the card as each person sees it: the
 * title, the roll and the buttons they may press. Then p1 presses the card's own buttons, which send the bundle's
 * commands from p1's client, and the GM's card is stored and drawn again. Nothing may go wrong on the way: no error,
 * console error, error notification, warning, deprecation warning or untranslated key. In both of the double's
 * profiles (v13, v14). `npm test` builds first; run `node scripts/build.mjs` before running this file alone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnswerMessage, RequestMessage } from "../../src/foundry/channel/wire";
import { GM_AND_TWO_PLAYERS } from "../foundry-double";
import { installChatLog } from "../foundry-double/chat-log";
import { installDice } from "../foundry-double/dice";
import { PROFILES } from "../foundry-double/profile";
import { installTable } from "./table";
import { bootBundle, type BundleWorld } from "./world";

const g = globalThis as Record<string, any>;

const handAxe = { id: "handaxe000000001", name: "Hand axe", type: "declaredWeapon", fields: { damage: "1d6", damageTypes: { blunt: false, chopping: true, slashing: true } } };

/** The card's words with its markup gone, as a reader takes them in. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe.each(PROFILES)("the shipped bundle's declared world in Foundry %s: an attack card a player asks for", (profile) => {
  let world: BundleWorld;
  let chat: ReturnType<typeof installChatLog>;
  let dice: number[];
  let table: ReturnType<typeof installTable>;

  beforeAll(async () => {
    world = await bootBundle("declared", profile, {
      users: GM_AND_TWO_PLAYERS,
      beforeImport: (double) => {
        dice = installDice([]).dice;
        table = installTable();
        chat = installChatLog(double.net);
      },
    });
    table.seat({ id: "ysolde0000000001", name: "Ysolde", type: "declaredCharacter", owners: ["p1"], items: [handAxe], at: { x: 0, y: 0 } });
    table.seat({ id: "bram000000000001", name: "Bram", type: "declaredCharacter", owners: ["p2"], items: [handAxe], at: { x: 1, y: 0 } });
  });
  afterAll(() => world?.close());

  const net = () => world.double.net;
  const socketName = () => `system.${world.manifest.id}`;

  /** Waits until every socket message and every hook listener that work started is done. */
  async function settle() {
    for (let round = 0; round < 4; round++) {
      await net().settle();
      await world.hooks.settle();
    }
  }

  /** The answers the GM sent `userId` on the system socket. */
  const answersTo = (userId: string) =>
    net().sent.filter((sent) => sent.event === socketName() && (sent.message as AnswerMessage).type === "answer" && (sent.message as AnswerMessage).to === userId).map((sent) => sent.message as AnswerMessage);

  const card = () => [...chat.messages.values()].at(-1)!;
  const buttonsShownTo = (userId: string) => chat.shownTo(userId, card().id)!.buttons.filter((button) => !button.removed);
  const labelsShownTo = (userId: string) => buttonsShownTo(userId).map((button) => button.text);

  /** `userId` presses the button labelled `label` on the card as their own client drew it. */
  async function press(userId: string, label: string) {
    const button = buttonsShownTo(userId).find((shown) => shown.text === label);
    if (!button) throw new Error(`${userId} sees no "${label}" button`);
    net().on(userId, () => button.listeners.forEach((listener) => listener()));
    await settle();
  }

  /** The requests `userId`'s client sent on the system socket. */
  const requestsFrom = (userId: string) =>
    net().sent.filter((sent) => sent.event === socketName() && sent.from === userId && (sent.message as RequestMessage).type === "request").map((sent) => sent.message as RequestMessage);

  /** What `userId` reads on the card as their client drew it last, apart from its buttons (`labelsShownTo`: those left for them). */
  const readBy = (userId: string) => text(chat.shownTo(userId, card().id)!.content.replace(/<button[\s\S]*?<\/button>/g, ""));

  it("p1 sends the attack on the system socket; the GM's client rolls, posts the card as the GM and answers p1 alone", async () => {
    dice.push(15);
    const request: RequestMessage = {
      type: "request",
      id: "p1-attack-1",
      to: net().on("p1", () => g.game.users.activeGM.id as string),
      kind: "declaredAttack",
      payload: { attackerTokenUuid: "Scene.scene0000000001.Token.ysolde0000000001", targetTokenUuid: "Scene.scene0000000001.Token.bram000000000001", weaponId: handAxe.id, mode: "melee", situational: 0 },
    };
    net().on("p1", () => g.game.socket.emit(socketName(), request));
    await settle();

    expect(dice).toEqual([]);
    expect(chat.messages.size).toBe(1);
    const message = card();
    expect(answersTo("p1")).toEqual([{ type: "answer", id: "p1-attack-1", to: "p1", answer: { ok: true, result: { messageId: message.id } } }]);
    expect(answersTo("p2")).toEqual([]);
    expect([message.type, message.author?.id, message.speaker.alias, message.whisper]).toEqual(["declaredAttack", "gm", "Ysolde", []]);
    // The card's record is the GM's roll: the d20 as it fell, and the roll's total.
    const rolled = message.rolls as { formula: string; total: number }[];
    expect(rolled).toHaveLength(1);
    expect(message.system).toMatchObject({ attack: { formula: rolled[0]!.formula, natural: 15, total: rolled[0]!.total }, result: "hit", damageRolled: null });
    expect(world.problems()).toEqual([]);
  });

  it("every client draws the card: the title, the roll and the result, and only the buttons its user may press", () => {
    expect(chat.drawn.filter((drawn) => drawn.messageId === card().id).map((drawn) => drawn.client).sort()).toEqual(["gm", "p1", "p2"]);
    for (const userId of ["gm", "p1", "p2"]) {
      const read = readBy(userId);
      expect(read, userId).toContain("Ysolde attacks Bram");
      expect(read, userId).toContain("Hand axe · Melee · 1d20+1");
      // The d20's face, then Ysolde's level, then the total against Bram's Defense.
      expect(read, userId).toMatch(/d20 15 Level \(Hit Dice and class levels\) \+1 .* Attack 16 Defense 10 16 against Defense 10 Hit Damage 1d6/);
    }
    // Ysolde's player rolls the damage and picks its type; Bram's player has nothing to press; the GM may press all.
    expect(labelsShownTo("p1")).toEqual(["Roll damage (1d6)", "Slashing", "Chopping"]);
    expect(labelsShownTo("p2")).toEqual([]);
    expect(labelsShownTo("gm")).toEqual(["Roll damage (1d6)", "Slashing", "Chopping"]);
    expect(world.problems()).toEqual([]);
  });

  it("p1 presses Roll damage: the bundle asks the GM from p1's client, the GM rolls, and every client draws the stored card again", async () => {
    const drawnBefore = chat.drawn.length;
    dice.push(4);
    await press("p1", "Roll damage (1d6)");

    expect(dice).toEqual([]);
    const asked = requestsFrom("p1").at(-1)!;
    expect(asked).toMatchObject({ to: "gm", kind: "declaredRollDamage", payload: { messageId: card().id } });
    expect(answersTo("p1").at(-1)).toEqual({ type: "answer", id: asked.id, to: "p1", answer: { ok: true } });
    expect(chat.messages.size).toBe(1);
    expect(card().system).toMatchObject({ damageRolled: 4, damageType: null });
    expect(card().rolls).toHaveLength(2);
    expect(chat.drawn.slice(drawnBefore).map((drawn) => drawn.client).sort()).toEqual(["gm", "p1", "p2"]);
    for (const userId of ["gm", "p1", "p2"]) expect(readBy(userId), userId).toContain("Damage 1d6 4");
    expect(labelsShownTo("p1")).toEqual(["Slashing", "Chopping"]);
    expect(labelsShownTo("p2")).toEqual([]);
    expect(labelsShownTo("gm")).toEqual(["Slashing", "Chopping"]);
    expect(world.problems()).toEqual([]);
  });

  it("p1 picks Chopping: the card says so, p1 has nothing left to press, and the GM is offered to apply the hit", async () => {
    await press("p1", "Chopping");

    expect(requestsFrom("p1").at(-1)).toMatchObject({ to: "gm", kind: "declaredChooseDamageType", payload: { messageId: card().id, type: "chopping" } });
    expect(answersTo("p1").at(-1)).toMatchObject({ answer: { ok: true } });
    expect(card().system).toMatchObject({ damageRolled: 4, damageType: "chopping", applied: null });
    for (const userId of ["gm", "p1", "p2"]) expect(readBy(userId), userId).toContain("Dealt as Chopping damage.");
    expect(labelsShownTo("p1")).toEqual([]);
    expect(labelsShownTo("p2")).toEqual([]);
    expect(labelsShownTo("gm")).toEqual(["Apply the hit"]);
  });

  it("with nothing gone wrong on any client: no error, console error, notification of a refusal, deprecation warning or untranslated key", () => {
    expect(world.problems()).toEqual([]);
    expect(world.double.notices.filter((notice) => notice.level !== "info")).toEqual([]);
  });
});
