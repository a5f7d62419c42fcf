/**
 * The riposte when a foe enters a creature's reach (world setting "anyone" unless a test says so):
 * Maren (p1, friendly) with a longsword stands at square 0; the hobgoblin (hostile, a spear) starts
 * three yards away and steps next to her. The active GM sees the move and whispers Maren's player a
 * card offering "Riposte with Longsword"; her player's click makes the riposte as her Reaction.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fakeCardHtml } from "../../../../foundry-double/actions";
import { ATTACK_REFUSAL, askGm, attackCards, declaredFight, double, resetDoubles, settle, startDeclared, text, world } from "../attack/fight";

type Plain = Record<string, any>;
const g = globalThis as Plain;
const { registerDeclaredReach } = await import("../../../../../src/rulesets/declared/flows/reach/register");
const { forgetPositions } = await import("../../../../../src/rulesets/declared/flows/reach/positions");
const { REACH_RIPOSTE_COMMAND } = await import("../../../../../src/rulesets/declared/flows/reach/reach-card");
const { reachButtons } = await import("../../../../../src/rulesets/declared/flows/reach/reach-steps");
const { wireCardButtons } = await import("../../../../../src/foundry/cards");
const { storedEconomy } = await import("../../../../../src/foundry/combat/round-budget");
const { declaredEconomy } = await import("../../../../../src/rulesets/declared/rules/actions/economy");
registerDeclaredReach();

const sword = { id: "sword", name: "Longsword", kind: "weapon" as const, fields: { speed: 5 } };
const spear = { id: "spear", name: "Spear", kind: "weapon" as const, fields: { speed: 3 } };
const SQUARE = 100;

let fight: { combat: Plain; creatures: Record<string, { actor: Plain; token: Plain; combatantId: string }> };

/** Token dispositions: 1 friendly, −1 hostile (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#disposition). */
function setUp(hobAt = 3, mayaAt = 8) {
  resetDoubles();
  forgetPositions();
  world.settings.set("fray.declaredRiposte", "anyone");
  fight = declaredFight([
    { id: "maren", name: "Maren", owners: ["p1"], items: [sword], fields: { health: { value: 12, max: 12 } } },
    { id: "hob", name: "Hobgoblin", owners: [], monster: true, items: [spear], fields: { health: { value: 9, max: 9 } } },
    { id: "maya", name: "Maya", owners: ["p2"], items: [sword], fields: { health: { value: 10, max: 10 } } },
  ]);
  const at = { maren: 0, hob: hobAt, maya: mayaAt } as Record<string, number>;
  for (const [id, creature] of Object.entries(fight.creatures)) Object.assign(creature.token.document, { x: at[id]! * SQUARE, disposition: id === "hob" ? -1 : 1 });
}

/**
 * A document hook as Foundry fires it: on every connected client, after the server applied the change,
 * with the id of the user who made it (hook events `updateDocument`:
 * https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html).
 */
function fireOnEveryClient(name: string, document: unknown, changed: unknown, userId: string): void {
  for (const user of double.net.users.filter((u) => u.active)) double.net.on(user.id, () => g.Hooks.callAll(name, document, changed, {}, userId));
}

/** The GM's fight starts (the GM's combat update reaches every client as `updateCombat`), and everyone declares. */
async function begin(declarations: Record<string, string> = { maren: "attack:sword", hob: "attack:spear", maya: "attack:sword" }): Promise<void> {
  await startDeclared([5, 6, 7], declarations);
  fireOnEveryClient("updateCombat", fight.combat, { system: {} }, "gm");
  await settle();
}

/** `userId` moves the token to square `col`: the server's update reaches every client as `updateToken`. */
async function move(userId: string, id: string, col: number): Promise<void> {
  const document = fight.creatures[id]!.token.document;
  document.x = col * SQUARE;
  fireOnEveryClient("updateToken", document, { x: document.x }, userId);
  await settle();
}

const reachCards = () => [...double.messages.values()].filter((message) => message.type === "declaredReach");
const words = (content: string) => content.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
const reactionSpent = (id: string) => declaredEconomy.read(storedEconomy(fight.combat.combatants.get(id))).taken.reaction > 0;

const shown = (userId: string, message: Plain) => {
  double.actAs(userId);
  const { html, buttons } = fakeCardHtml(message.content);
  wireCardButtons(reachButtons, message as never, html);
  double.actAs("gm");
  return buttons.filter((button) => !button.removed).map((button) => button.dataset.weaponId);
};

async function riposteAs(userId: string, weaponId = "sword") {
  double.actAs(userId);
  const answer = await askGm(REACH_RIPOSTE_COMMAND, { messageId: reachCards().at(-1)!.id, weaponId });
  double.actAs("gm");
  await settle();
  return answer;
}

beforeEach(() => setUp());

describe("a foe steps into reach", () => {
  it("the hobgoblin steps next to Maren: her player and the GM are whispered 'Riposte with Longsword'", async () => {
    await begin();
    await move("gm", "hob", 1);
    const cards = reachCards();
    expect(cards).toHaveLength(1);
    expect(cards[0]!.whisper.sort()).toEqual(["gm", "p1"]);
    expect(words(cards[0]!.content)).toContain(text("FRAY.Declared.Reach.Card.Title", { mover: "Hobgoblin", watcher: "Maren" }));
    expect(words(cards[0]!.content)).toContain(text("FRAY.Declared.Attack.Card.Button.Riposte", { weapon: "Longsword" }));
    expect(shown("p1", cards[0]!)).toEqual(["sword"]);
    expect(shown("gm", cards[0]!)).toEqual(["sword"]);
    expect(shown("p2", cards[0]!)).toEqual([]);
  });

  it("her player's click ripostes: an attack card at the hobgoblin, her Reaction spent, the card says so and offers no more", async () => {
    await begin();
    await move("gm", "hob", 1);
    double.dice.push(2);
    expect(await riposteAs("p1")).toEqual({ ok: true });
    expect(attackCards()).toHaveLength(1);
    expect(attackCards()[0]!.system).toMatchObject({ riposte: true, attacker: { name: "Maren" }, target: { name: "Hobgoblin" } });
    expect(reactionSpent("maren")).toBe(true);
    const card = reachCards()[0]!;
    expect(card.system.riposted).toBe(true);
    expect(words(card.content)).toContain(text("FRAY.Declared.Reach.Card.Riposted", { watcher: "Maren" }));
    expect(shown("p1", card)).toEqual([]);
    expect(await riposteAs("p1")).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOffered });
  });

  it("another player cannot make Maren's riposte", async () => {
    await begin();
    await move("gm", "hob", 1);
    expect(await riposteAs("p2")).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(attackCards()).toHaveLength(0);
    expect(reactionSpent("maren")).toBe(false);
  });

  it("a player's own move is seen too: Maren stepping next to the hobgoblin offers it (the GM's) a riposte", async () => {
    await begin();
    await move("p1", "maren", 2);
    expect(reachCards().map((card) => card.system.watcher.name)).toEqual(["Hobgoblin"]);
    expect(reachCards()[0]!.whisper).toEqual(["gm"]);
  });

  it("the GM re-checks before spending: once her Reaction went elsewhere the button refuses", async () => {
    await begin();
    await move("gm", "hob", 1);
    const { storeEconomy } = await import("../../../../../src/foundry/combat/round-budget");
    await storeEconomy(fight.combat.combatants.get("maren"), declaredEconomy.read({ taken: { standard: 0, free: 0, reaction: 1 }, moved: false }));
    expect(await riposteAs("p1")).toMatchObject({ ok: false, reason: "FRAY.Declared.Riposte.Refusal.reactionSpent" });
    expect(attackCards()).toHaveLength(0);
  });
});

describe("no offer", () => {
  it("stepping around while already beside her enters nothing", async () => {
    setUp(1);
    await begin();
    await move("gm", "hob", 1);
    expect(reachCards()).toHaveLength(0);
  });

  it("an ally stepping next to her is no foe", async () => {
    setUp(3, 4);
    await begin();
    await move("p2", "maya", 1);
    expect(reachCards()).toHaveLength(0);
  });

  it("a hobgoblin that declared defensive attack provokes none", async () => {
    await begin({ maren: "attack:sword", hob: "defensiveAttack:spear", maya: "attack:sword" });
    await move("gm", "hob", 1);
    expect(reachCards()).toHaveLength(0);
  });

  it("not to Maren while she is surprised this round (as the engine holds her)", async () => {
    await begin();
    const state = fight.combat.system.state;
    state.combatants.find((entry: Plain) => entry.id === "maren").surprisedRound = state.round;
    await move("gm", "hob", 1);
    expect(reachCards()).toHaveLength(0);
  });

  it("not to Maren when she is down", async () => {
    await begin();
    fight.creatures.maren!.actor.system.health.value = 0;
    await move("gm", "hob", 1);
    expect(reachCards()).toHaveLength(0);
  });

  it("not once her Reaction this round is spent", async () => {
    await begin();
    const { storeEconomy } = await import("../../../../../src/foundry/combat/round-budget");
    await storeEconomy(fight.combat.combatants.get("maren"), declaredEconomy.read({ taken: { standard: 0, free: 0, reaction: 1 }, moved: false }));
    await move("gm", "hob", 1);
    expect(reachCards()).toHaveLength(0);
  });

  it("not before the fight has started", async () => {
    await move("gm", "hob", 1);
    expect(reachCards()).toHaveLength(0);
  });
});

describe("the world's setting: only creatures on full defense answer a foe entering reach", () => {
  beforeEach(() => world.settings.set("fray.declaredRiposte", "fullDefenseOnly"));

  it("Maren attacking this round is offered nothing", async () => {
    await begin();
    await move("gm", "hob", 1);
    expect(reachCards()).toHaveLength(0);
  });

  it("Maren on full defense is offered her riposte", async () => {
    await begin({ maren: "fullDefense", hob: "attack:spear", maya: "attack:sword" });
    await move("gm", "hob", 1);
    expect(reachCards()).toHaveLength(1);
  });
});
