/**
 * Tests outside an attack, through the Foundry double: a player's test rolled and carded by the GM,
 * refused for someone else's actor; a player's look-alike card shows nothing; Resuscitate's test
 * ("Roland revived by Clementine") and the world setting that picks its difficulty.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { installAttackDouble, type MessageDouble } from "../../../../foundry-double/attack";
import { flatLang } from "../../../../support/lang";
import { characterData, writable, type ActorWrite } from "./support";

const users = [
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
];
const g = globalThis as Record<string, any>;
const double = installAttackDouble(flatLang(), users);

const hooks = new Map<string, (...args: any[]) => unknown>();
g.Hooks = { on: (name: string, fn: (...args: any[]) => unknown) => void hooks.set(name, fn), callAll: () => undefined };
// ClientSettings#get reads a world setting by namespace and key (https://foundryvtt.com/api/v13/classes/foundry.helpers.ClientSettings.html#get).
const settings = new Map<string, unknown>();
g.game = { settings: { get: (namespace: string, key: string) => settings.get(`${namespace}.${key}`) } };
// foundry.utils.escapeHTML escapes text for HTML (https://foundryvtt.com/api/v13/functions/foundry.utils.escapeHTML.html).
g.foundry.utils = { escapeHTML: (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;") };

const { TeamsCharacterData } = await import("../../../../../src/rulesets/teams/models");
const { listenOnSocket, askGm } = await import("../../../../../src/foundry/channel");
const { registerTeamsTests } = await import("../../../../../src/rulesets/teams/flows/tests/register");
const { rollResuscitation } = await import("../../../../../src/rulesets/teams/flows/tests/resuscitate");
const { TEST_COMMAND } = await import("../../../../../src/rulesets/teams/flows/tests/test-request");
const { TEAMS_STATUS } = await import("../../../../../src/rulesets/teams/rules/statuses");
listenOnSocket();
registerTeamsTests();

const writes: ActorWrite[] = [];

/** Clementine (p1's): intellect d8, medicine d6, fortitude 2. */
function clementine() {
  const system = Object.assign(new TeamsCharacterData(), characterData((data) => {
    data.attributes.intellect = "d8";
    data.skills.medicine = "d6";
    data.proficiencies.fortitude = 2;
  }));
  const actor = writable(double.actor("Actor.clementine", "Clementine", system, ["p1"]), writes);
  double.token("Scene.s.Token.clementine", actor, { x: 0, y: 0 });
  return actor;
}

/** Roland (p2's), knocked out by a guard before his turn: 0 of `max` health. */
function roland(max = 10) {
  const system = Object.assign(new TeamsCharacterData(), characterData((data) => {
    data.health = { value: 0, max };
    data.conditions.unconscious = true;
  }));
  const actor = writable(double.actor("Actor.roland", "Roland", system, ["p2"]), writes);
  actor.statuses.add(TEAMS_STATUS.unconscious);
  double.token("Scene.s.Token.roland", actor, { x: 1, y: 0 });
  return actor;
}

const cards = () => [...double.messages.values()].filter((message) => message.type === "teamsTest");
const lastCard = () => cards().at(-1)!;
const text = (message: MessageDouble) => message.content.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const rolandHealth = (actor: ReturnType<typeof roland>) => (actor.system as { health: { value: number } }).health.value;
const rolandDown = (actor: ReturnType<typeof roland>) => (actor.system as { conditions: { unconscious: boolean } }).conditions.unconscious;

const intellectMedicine = { attribute: "intellect", skill: "medicine", proficiency: "fortitude", advantage: 0, difficulty: 10 };

beforeEach(() => {
  double.messages.clear();
  double.notices.length = 0;
  double.dice.length = 0;
  writes.length = 0;
  settings.clear();
  double.actAs("gm");
});

describe("a test asked from the sheet", () => {
  it("Clementine's player asks; the GM rolls her dice and posts the card as her token, every line listed", async () => {
    clementine();
    double.actAs("p1");
    double.dice.push(5, 3, 12);
    const answer = await askGm(TEST_COMMAND, { actorUuid: "Scene.s.Token.clementine", ...intellectMedicine });
    await double.net.settle();
    expect(answer).toMatchObject({ ok: true, result: { total: 10, success: true } });
    const card = lastCard();
    expect(card.author?.id).toBe("gm");
    expect(card.speaker).toEqual({ token: "Scene.s.Token.clementine" });
    expect(card.rolls.map((roll) => roll.formula)).toEqual(["1d8", "1d6", "1d20"]);
    expect(text(card)).toContain("Clementine tests Intellect + Medicine");
    expect(text(card)).toContain("Intellect die (d8) 5");
    expect(text(card)).toContain("Medicine die (d6) 3");
    expect(text(card)).toContain("Fortitude proficiency +2");
    expect(text(card)).toContain("10 vs difficulty 10");
    expect(text(card)).toContain("Success");
  });

  it("with advantage the GM rolls two sets and the card keeps the better", async () => {
    clementine();
    double.dice.push(1, 1, 7, 6, 3);
    const answer = await askGm(TEST_COMMAND, { actorUuid: "Actor.clementine", ...intellectMedicine, advantage: 1, difficulty: null });
    expect(answer).toMatchObject({ ok: true, result: { total: 15, success: null } });
    expect(lastCard().rolls).toHaveLength(5);
    expect(text(lastCard())).not.toContain("difficulty");
  });

  it("a player cannot test with another player's character: refused, nothing rolled or posted", async () => {
    clementine();
    double.actAs("p2");
    double.dice.push(5, 3, 12);
    const answer = await askGm(TEST_COMMAND, { actorUuid: "Actor.clementine", ...intellectMedicine });
    await double.net.settle();
    expect(answer.ok).toBe(false);
    expect(double.notices).toEqual([{ level: "warn", message: "You may not make tests for Clementine." }]);
    expect(cards()).toHaveLength(0);
    expect(double.dice).toHaveLength(3);
  });

  it("a request naming a rating the rules do not have is refused", async () => {
    clementine();
    const answer = await askGm(TEST_COMMAND, { actorUuid: "Actor.clementine", ...intellectMedicine, skill: "lockpicking" });
    expect(answer).toEqual({ ok: false, reason: "FRAY.Teams.Test.Refusal.BadRequest" });
    expect(cards()).toHaveLength(0);
  });
});

describe("a test card a player made", () => {
  /** The rendered message's content element, as renderChatMessageHTML hands it over. */
  function renderedMessage(message: MessageDouble) {
    const content = { children: [message.content] as unknown[], replaceChildren(...nodes: unknown[]) { content.children = nodes; } };
    const html = { querySelector: (selector: string) => (selector === ".message-content" ? content : null) };
    hooks.get("renderChatMessageHTML")!(message, html);
    return content;
  }

  it("shows nothing, though it claims a success; the GM's own card shows", async () => {
    clementine();
    await askGm(TEST_COMMAND, { actorUuid: "Actor.clementine", ...intellectMedicine });
    const real = lastCard();
    double.actAs("p1");
    const forged = (await g.ChatMessage.create({ type: "teamsTest", system: structuredClone(real.system), content: real.content })) as MessageDouble;
    expect(renderedMessage(forged).children).toEqual([]);
    expect(renderedMessage(real).children).toEqual([real.content]);
  });
});

describe("Resuscitate's test", () => {
  it("Roland revived by Clementine: 6 + 4 meets his missing health 10; he wakes with 1 health, on the GM's client", async () => {
    const [rescuer, patient] = [clementine(), roland()];
    double.dice.push(6, 4, 3);
    await rollResuscitation(rescuer as never, patient as never);
    expect(rolandDown(patient)).toBe(false);
    expect(rolandHealth(patient)).toBe(1);
    expect(patient.statuses.has(TEAMS_STATUS.unconscious)).toBe(false);
    expect(writes.every((write) => write.client === "gm")).toBe(true);
    const card = lastCard();
    expect(card.speaker).toEqual({ token: "Scene.s.Token.clementine" });
    expect(text(card)).toContain("Resuscitating Roland");
    expect(text(card)).toContain("10 vs difficulty 10");
    expect(text(card)).toContain("Roland returns to consciousness.");
  });

  it("a failed test leaves Roland down and says so", async () => {
    const [rescuer, patient] = [clementine(), roland()];
    double.dice.push(2, 2, 3);
    await rollResuscitation(rescuer as never, patient as never);
    expect(rolandDown(patient)).toBe(true);
    expect(rolandHealth(patient)).toBe(0);
    expect(writes).toEqual([]);
    expect(text(lastCard())).toContain("Roland stays unconscious.");
  });

  it("a luck roll of 20 adds its +4: 3 + 3 + 4 = 10 still brings him back", async () => {
    const [rescuer, patient] = [clementine(), roland()];
    double.dice.push(3, 3, 20);
    await rollResuscitation(rescuer as never, patient as never);
    expect(rolandDown(patient)).toBe(false);
  });

  it("the world setting switches the difficulty: 9 meets Roland's missing 8 health, not a fixed 10", async () => {
    const [rescuer, patient] = [clementine(), roland(8)];
    double.dice.push(5, 4, 3);
    await rollResuscitation(rescuer as never, patient as never);
    expect(text(lastCard())).toContain("9 vs difficulty 8");
    expect(rolandDown(patient)).toBe(false);

    const [again, downAgain] = [clementine(), roland(8)];
    settings.set("fray.teamsResuscitation", "fixed");
    double.dice.push(5, 4, 3);
    await rollResuscitation(again as never, downAgain as never);
    expect(text(lastCard())).toContain("9 vs difficulty 10");
    expect(rolandDown(downAgain)).toBe(true);
  });

  it("the dead are not resuscitated: nothing is rolled, and the table reads why", async () => {
    const [rescuer, patient] = [clementine(), roland()];
    (patient.system as { conditions: { dead: boolean } }).conditions.dead = true;
    double.dice.push(6, 6, 20);
    await rollResuscitation(rescuer as never, patient as never);
    expect(cards()).toHaveLength(0);
    expect(double.dice).toHaveLength(3);
    expect([...double.messages.values()].at(-1)?.content).toBe("<p class=\"fray-note\">Clementine cannot resuscitate Roland: the dead cannot be brought back.</p>");
  });
});
