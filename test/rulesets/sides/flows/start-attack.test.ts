/** The attack flow in the shell, through the Foundry double: click → dialog → roll → chat card. */
import { beforeEach, describe, expect, it } from "vitest";
import { installAttackDouble, type ActorLike, type TokenDouble } from "../../../foundry-double/attack";
import { english } from "./support";

const users = [
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
  { id: "gm", isGM: true },
];
const double = installAttackDouble(english(), users);

const { SidesCharacterData, SidesMonsterData, SidesWeaponData } = await import("../../../../src/rulesets/sides/models");
const { startAttack } = await import("../../../../src/rulesets/sides/flows/start-attack");
const { handleReaction, handleRollDamage, registerCardQueries } = await import("../../../../src/rulesets/sides/flows/card-queries");
const { registerAttackHandler } = await import("../../../../src/rulesets/sides/flows/gm-attack");
const { listenOnSocket, registerGmHandler } = await import("../../../../src/foundry/channel");
const { wireCard } = await import("../../../../src/rulesets/sides/flows/card-buttons");
listenOnSocket();
registerAttackHandler();
registerCardQueries();

function weapon(fields: object) {
  return Object.assign(new SidesWeaponData(), {
    schemaVersion: 2, category: "melee", damage: "1d8", attributes: { str: true, dex: false }, skill: "stab",
    shock: { points: 2, ac: 15 }, range: { normal: 0, long: 0 }, launcher: "none", twoHanded: false, thrown: false,
    long: false, nonLethal: false, magicBonus: 0, carry: "readied", encumbrance: 1, cost: 0, description: "", ...fields,
  });
}

let hero: ActorLike;
let heroToken: TokenDouble;
let goblinToken: TokenDouble;

const noSkills = Object.fromEntries(["administer", "connect", "convince", "craft", "exert", "heal", "know", "lead", "magic", "notice", "perform", "pray", "ride", "sail", "sneak", "survive", "trade", "work"].map((s) => [s, -1]));

function setUp(goblinSquare = { x: 1, y: 0 }) {
  double.messages.clear();
  double.notices.length = 0;
  double.dialogs.length = 0;
  double.answers.length = 0;
  double.targets.clear();
  double.actAs("p1");
  hero = double.actor("Actor.maren", "Maren", Object.assign(new SidesCharacterData(), {
    attackBonus: 1, combatSkills: { brawl: 0, stab: 1, shoot: 0 }, skills: noSkills, movement: 30,
    modifiers: { str: 1, dex: 0, con: 0, int: 0, wis: 0, cha: 0 }, ac: { value: 14, parts: [] },
  }), ["p1"], [
    { id: "sword", name: "Longsword", system: weapon({}) },
    { id: "bow", name: "Shortbow", system: weapon({ category: "ranged", damage: "1d6", attributes: { str: false, dex: true }, skill: "shoot", shock: { points: 0, ac: null }, range: { normal: 50, long: 75 }, launcher: "bow", twoHanded: true }) },
  ]);
  const goblin = double.actor("Actor.gob", "Goblin", Object.assign(new SidesMonsterData(), {
    attackBonus: 1, damage: "1d6", shock: { points: 1, ac: 13 }, ac: 13, trainedSnap: false, shockImmune: false, attacks: [], movement: 30,
  }), ["p2"]);
  heroToken = double.token("Scene.s.Token.maren", hero, { x: 0, y: 0 });
  goblinToken = double.token("Scene.s.Token.gob", goblin, goblinSquare);
  double.targets.add(goblinToken);
}

const seen = { mode: "melee", attribute: "", cover: "none", visibility: "seen", attackerProne: false, enemyInMelee: false, dualWieldId: "", chargeFt: 0, swarmAssailants: 0, snap: false, otherModifier: 0 };

beforeEach(() => setUp());

describe("from a weapon click to the chat card", () => {
  it("rolls 1d20 + the planned bonus as a Foundry Roll and posts it with the card data", async () => {
    double.answers.push({ ...seen });
    double.dice.push(11);
    await startAttack(hero as never, { itemId: "sword" });
    const [message] = [...double.messages.values()];
    expect(message?.rolls.map((roll) => [roll.formula, roll.total])).toEqual([["1d20 + 3", 14]]);
    expect(message?.type).toBe("sidesAttack");
    expect(message?.system).toMatchObject({
      schemaVersion: 2, attackerName: "Maren", targetName: "Goblin", weaponName: "Longsword",
      attackerTokenUuid: "Scene.s.Token.maren", targetActorUuid: "Actor.gob",
      target: { ac: 13 }, situation: { mode: "melee", distanceFt: 5 },
      reactions: { totalDefense: false, snapInterrupted: false }, applied: [],
    });
    expect(message?.content).toContain("14 vs AC 13");
    expect(message?.content).toContain("Roll damage");
    expect(double.notices).toEqual([]);
  });

  it("the GM's other modifier is rolled and itemised on the card", async () => {
    double.answers.push({ ...seen, otherModifier: -2 });
    double.dice.push(11);
    await startAttack(hero as never, { itemId: "sword" });
    const [message] = [...double.messages.values()];
    expect(message?.rolls[0]?.formula).toBe("1d20 + 1");
    expect(message?.content).toMatch(/Other modifier \(GM&#x27;s call\)<\/span><span class="fray-card-value">−2/);
  });

  it("opens the dialog with the distance and the cover found from the walls between the tokens", async () => {
    setUp({ x: 5, y: 1 });
    hero.getActiveTokens()[0]!.center = { x: 50, y: 150 };
    double.wall({ x: 3, y: -5 }, { x: 3, y: 1.55 });
    double.answers.push(null);
    await startAttack(hero as never, { itemId: "bow" });
    expect(double.dialogs[0]?.title).toBe("Attack with Shortbow");
    expect(double.dialogs[0]?.content).toContain("25 ft");
    expect(double.dialogs[0]?.content).toContain("Half cover: 3 of 4 corners seen.");
    expect(double.dialogs[0]?.content).toMatch(/<option value="half" selected>/);
    expect(double.messages.size).toBe(0);
  });

  it("a refusal is shown with its reason, the dialog reopens, and closing it rolls nothing", async () => {
    double.answers.push({ ...seen, mode: "melee" }, null);
    await startAttack(hero as never, { itemId: "bow" });
    expect(double.notices).toEqual([{ level: "warn", message: "This weapon cannot be used in melee." }]);
    expect(double.dialogs).toHaveLength(2);
    expect(double.messages.size).toBe(0);
    expect(double.dice).toEqual([]);
  });

  it("after a refusal the corrected choice is rolled", async () => {
    double.answers.push({ ...seen, mode: "melee" }, { ...seen, mode: "ranged" });
    double.dice.push(9);
    await startAttack(hero as never, { itemId: "bow" });
    expect([...double.messages.values()].map((m) => m.rolls[0]?.formula)).toEqual(["1d20 + 1"]);
  });

  it("a refusal's data is filled into its message: a charge longer than twice the movement", async () => {
    double.answers.push({ ...seen, chargeFt: 80 }, null);
    await startAttack(hero as never, { itemId: "sword" });
    expect(double.notices[0]?.message).toBe("A charge covers at most 60 ft (twice your movement).");
  });

  it("a skill named in a refusal is named in the player's language", async () => {
    double.answers.push({ ...seen, dualWieldId: "bow" }, null);
    await startAttack(hero as never, { itemId: "sword" });
    expect(double.dialogs[0]?.content).toContain(">Shortbow</option>");
    expect(double.notices[0]?.message).toBe("Dual wielding needs at least level 1 in Shoot.");
  });

  it("without exactly one target nothing opens", async () => {
    double.targets.clear();
    await startAttack(hero as never, { itemId: "sword" });
    expect(double.notices).toEqual([{ level: "warn", message: "Target exactly one token first." }]);
    expect(double.dialogs).toEqual([]);
  });
});

describe("the card's GM commands", () => {
  async function postHit() {
    double.answers.push({ ...seen });
    double.dice.push(11);
    await startAttack(hero as never, { itemId: "sword" });
    return [...double.messages.values()][0]!;
  }

  it("the attacker's owner gets damage rolled as rolls[1]; someone else is refused", async () => {
    const message = await postHit();
    double.dice.push(6);
    expect(await handleRollDamage({ messageId: message.id }, "p2")).toEqual({ ok: false, reason: "FRAY.Sides.AttackFlow.Refusal.NotOwner", data: { name: "Maren" } });
    double.actAs("gm");
    expect(await handleRollDamage({ messageId: message.id }, "p1")).toEqual({ ok: true });
    expect(message.rolls.map((roll) => roll.total)).toEqual([14, 6]);
    expect(message.content).toMatch(/Damage \(1d8\)<\/span><strong>7</);
    expect(await handleRollDamage({ messageId: message.id }, "p1")).toMatchObject({ ok: false, reason: "FRAY.Sides.AttackFlow.Refusal.DamageRolled" });
  });

  it("Total Defense from the target's owner re-reads the same d20 against AC 15 and updates the card", async () => {
    const message = await postHit();
    double.actAs("gm");
    expect(await handleReaction({ messageId: message.id, reaction: "totalDefense" }, "p1")).toMatchObject({ ok: false });
    expect(await handleReaction({ messageId: message.id, reaction: "totalDefense" }, "p2")).toEqual({ ok: true });
    expect(message.system.reactions.totalDefense).toBe(true);
    expect(message.content).toContain("14 vs AC 15");
    expect(message.content).toContain("Goblin took Total Defense");
    expect(await handleReaction({ messageId: message.id, reaction: "totalDefense" }, "p2")).toMatchObject({ ok: false, reason: "FRAY.Sides.AttackFlow.Refusal.AlreadyTaken" });
  });
});

/** The card's rendered buttons as the hook sees them: enough of the DOM for wireCard. */
function cardElement(content: string) {
  const buttons = [...content.matchAll(/<button type="button" data-fray-card-action="(\w+)" data-role="(\w+)"(?: data-mode="(\w+)")?>/g)].map((m) => {
    const button = {
      dataset: { frayCardAction: m[1], role: m[2], mode: m[3] },
      removed: false,
      disabled: false,
      click: async () => {},
      remove: () => void (button.removed = true),
      addEventListener: (_type: string, fn: (event: { preventDefault(): void }) => void) => {
        // The listener fires and forgets; let its promise chain settle before asserting.
        button.click = async () => {
          fn({ preventDefault: () => {} });
          await new Promise((resolve) => setTimeout(resolve, 10));
        };
      },
    };
    return button;
  });
  const left = () => buttons.filter((b) => !b.removed);
  const row = { removed: false, querySelector: () => left()[0] ?? null, remove: () => void (row.removed = true) };
  const element = { querySelectorAll: () => buttons, querySelector: () => (buttons.length ? row : null) };
  return { element: element as unknown as HTMLElement, shown: () => left().map((b) => b.dataset.mode ?? b.dataset.frayCardAction), buttons: left, row };
}

describe("the card's buttons on each client", () => {
  async function postHit() {
    double.answers.push({ ...seen });
    double.dice.push(11);
    await startAttack(hero as never, { itemId: "sword" });
    return [...double.messages.values()][0]!;
  }
  const snapBack = async () => {};

  it("each user sees only the buttons they may use; a goblin untrained for Snap Attacks gets no Snap button", async () => {
    const message = await postHit();
    const asUser = (id: string) => {
      double.actAs(id);
      const card = cardElement(message.content);
      wireCard(message as never, card.element, snapBack);
      return card.shown();
    };
    expect(asUser("p1")).toEqual(["rollDamage"]);
    expect(asUser("p2")).toEqual(["totalDefense"]);
    expect(asUser("gm")).toEqual(["rollDamage", "totalDefense"]);
  });

  it("a player with no button left gets no empty button row", async () => {
    const message = await postHit();
    double.actAs("nobody");
    const card = cardElement(message.content);
    wireCard(message as never, card.element, snapBack);
    expect(card.shown()).toEqual([]);
    expect(card.row.removed).toBe(true);
  });

  it("the attacker's owner has the GM roll damage on the GM's card; Apply asks the GM with only the message and the mode", async () => {
    double.net.sent.length = 0;
    const message = await postHit();
    double.actAs("p1");
    let card = cardElement(message.content);
    wireCard(message as never, card.element, snapBack);
    double.dice.push(4);
    await card.buttons()[0]!.click();
    await double.net.settle();
    expect(double.net.sent.filter((sent) => sent.from === "p1").map((sent) => (sent.message as { kind: string }).kind)).toEqual(["sidesAttack", "sidesRollDamage"]);
    expect(message.rolls.map((roll) => roll.formula)).toEqual(["1d20 + 3", "1d8"]);
    const asked: unknown[] = [];
    registerGmHandler("sidesApplyDamage", async (payload, userId) => {
      asked.push({ payload, userId });
      return { ok: true };
    });
    card = cardElement(message.content);
    wireCard(message as never, card.element, snapBack);
    expect(card.shown()).toEqual(["full", "half"]);
    await card.buttons()[1]!.click();
    expect(asked).toEqual([{ payload: { messageId: message.id, mode: "half" }, userId: "p1" }]);
  });
});
