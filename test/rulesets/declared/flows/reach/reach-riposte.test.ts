/**
 * The riposte when a foe enters a creature's reach (world setting "anyone" unless a test says so):
 * Maren (p1, friendly) with a longsword stands at square 0; the hobgoblin (hostile, a spear) starts
 * three yards away and steps next to her. The active GM sees the move and whispers Maren's player a
 * card offering "Riposte with Longsword"; her player's click makes the riposte as her Reaction.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fakeCardHtml } from "../../../../foundry-double/actions";
import { ATTACK_REFUSAL, askGm, attackCards, double, settle, text, world } from "../attack/fight";
import { begin, fight, move, reachCards, setUp } from "./reach-fight";

type Plain = Record<string, any>;
const { REACH_RIPOSTE_COMMAND } = await import("../../../../../src/rulesets/declared/flows/reach/reach-card");
const { reachButtons } = await import("../../../../../src/rulesets/declared/flows/reach/reach-steps");
const { wireCardButtons } = await import("../../../../../src/foundry/cards");
const { storedEconomy, storeEconomy } = await import("../../../../../src/foundry/combat/round-budget");
const { declaredEconomy } = await import("../../../../../src/rulesets/declared/rules/actions/economy");

const words = (content: string) => content.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
const reactionSpent = (id: string) => declaredEconomy.read(storedEconomy(fight.combat.combatants.get(id))).taken.reaction > 0;

/** Her Reaction went elsewhere this round (the round's budget, as the GM stores it). */
const spendMarensReaction = () => storeEconomy(fight.combat.combatants.get("maren"), declaredEconomy.read({ taken: { standard: 0, free: 0, reaction: 1 }, moved: false }));

/** The hobgoblin steps next to Maren; how many reach cards the GM posted. */
async function hobStepsNextToMaren(): Promise<number> {
  await move("gm", "hob", 1);
  return reachCards().length;
}

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

/** The notes that a foe walked through a creature's reach, as the GM's chat holds them. */
const passedNotes = () => [...double.messages.values()].filter((message) => String(message.content).includes("fray-reach-passed"));

describe("a foe steps into reach", () => {
  it("the hobgoblin walks past Maren without stopping: her player and the GM are told she may riposte before it goes on, and get no card", async () => {
    await begin();
    await move("gm", "hob", -3);
    expect(reachCards()).toHaveLength(0);
    const notes = passedNotes();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.whisper.sort()).toEqual(["gm", "p1"]);
    expect(words(notes[0]!.content)).toBe(text("FRAY.Declared.Reach.PassedThrough", { mover: "Hobgoblin", watcher: "Maren" }));
  });

  it("set back to where it came within reach, the hobgoblin brings Maren's card", async () => {
    await begin();
    await move("gm", "hob", -3);
    await move("gm", "hob", -1);
    expect(reachCards()).toHaveLength(1);
  });

  it("turning on the way and stopping within reach is entering it: a card, no note", async () => {
    setUp(6);
    await begin();
    await move("gm", "hob", 1, [6, 4]);
    expect(reachCards()).toHaveLength(1);
    expect(passedNotes()).toHaveLength(0);
  });

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
    await spendMarensReaction();
    expect(await riposteAs("p1")).toMatchObject({ ok: false, reason: "FRAY.Declared.Riposte.Refusal.reactionSpent" });
    expect(attackCards()).toHaveLength(0);
  });
});

describe("no offer", () => {
  it("stepping around while already beside her enters nothing", async () => {
    setUp(1);
    await begin();
    expect(await hobStepsNextToMaren()).toBe(0);
  });

  it("an ally stepping next to her is no foe", async () => {
    setUp(3, 4);
    await begin();
    await move("p2", "maya", 1);
    expect(reachCards()).toHaveLength(0);
  });

  it("a hobgoblin that declared defensive attack provokes none", async () => {
    await begin({ maren: "attack:sword", hob: "defensiveAttack:spear", maya: "attack:sword" });
    expect(await hobStepsNextToMaren()).toBe(0);
  });

  it("not to Maren while she is surprised this round (as the engine holds her)", async () => {
    await begin();
    const state = fight.combat.system.state;
    state.combatants.find((entry: Plain) => entry.id === "maren").surprisedRound = state.round;
    expect(await hobStepsNextToMaren()).toBe(0);
  });

  it("not to Maren when she is down", async () => {
    await begin();
    fight.creatures.maren!.actor.system.health.value = 0;
    expect(await hobStepsNextToMaren()).toBe(0);
  });

  it("not once her Reaction this round is spent", async () => {
    await begin();
    await spendMarensReaction();
    expect(await hobStepsNextToMaren()).toBe(0);
  });

  it("not before the fight has started", async () => {
    expect(await hobStepsNextToMaren()).toBe(0);
  });
});

describe("the world's setting: only creatures on full defense answer a foe entering reach", () => {
  beforeEach(() => world.settings.set("fray.declaredRiposte", "fullDefenseOnly"));

  it("Maren attacking this round is offered nothing", async () => {
    await begin();
    expect(await hobStepsNextToMaren()).toBe(0);
  });

  it("Maren on full defense is offered her riposte", async () => {
    await begin({ maren: "fullDefense", hob: "attack:spear", maya: "attack:sword" });
    expect(await hobStepsNextToMaren()).toBe(1);
  });
});
