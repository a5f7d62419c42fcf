/**
 * Non-lethal counters through the Foundry double (chapter: non-lethal attacks "can be used to counter ...
 * they are always resolved last in case of a counter"). Balthasar (STR 12, an arming sword in hand) strikes
 * the bandit (the GM's, 6 health, mail worth 1); the bandit counters bare-handed with a disarm or a grapple.
 * Balthasar's blow lands first; if the bandit still stands, its owner resolves the counter: Balthasar's
 * STR save, the bandit's owner picking the weapon to drop. Against Balthasar's own disarm, his resolves
 * first. Undo puts everything back.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, CARD_COMMANDS, attackAs, balthasarAgainstBandit, beginTurn, budgetOf, lastCard, startFactions, step, text } from "../attack/fight";
import { FACTIONS_REACTION_OUTCOME } from "../../../../../src/rulesets/factions/rules/reactions/labels";

const { holdsIn } = await import("../../../../../src/rulesets/factions/flows/non-lethal/holds");

type Plain = Record<string, any>;
let combat: Plain;
let creatures: Record<string, Plain>;

const health = (id: string) => creatures[id]!.system.health.value;
const record = () => lastCard().system as Plain;
const sword = () => creatures.balthasar!.items.get("sword").system;
const buttons = () => [...String(lastCard().content).matchAll(/data-fray-card-action="(\w+)"[^>]*?(?:data-type="([\w]+)")?>/g)].map((m) => (m[2] ? `${m[1]}:${m[2]}` : m[1]));
const counter = (userId: string, type: string, dice: number[] = []) => step(userId, CARD_COMMANDS.counter, dice, { type });
const resolveCounter = (userId: string, dice: number[], weapon?: string) => step(userId, CARD_COMMANDS.resolveCounter, dice, weapon ? { type: weapon } : {});
const NOT_HELD = "FRAY.Factions.Attack.NonLethal.Refusal.NotHeld";
const P = "FRAY.Factions.NonLethalFlow";

beforeEach(() => ({ combat, creatures } = balthasarAgainstBandit()));

describe("the target picks how it counters", () => {
  it("the bandit is offered Counter with its club, Counter: disarm and Counter: grapple", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    expect(buttons()).toEqual(["proposeStunt", "dodge", "counter", "counter:disarm", "counter:grapple", "noReaction", "undo"]);
    expect(lastCard().content).toContain(text(`${P}.Counter.Button.Grapple`, { attacker: "Balthasar" }));
  });

  it("an arrow from afar is countered with a weapon only: a grapple is not offered and a forged one is refused", async () => {
    await attackAs("p1", "balthasar", "bandit", "bow", [9], { nearby: false, beyondHalf: true });
    expect(buttons()).toEqual(["proposeStunt", "dodge", "counter", "noReaction", "undo"]);
    expect(await counter("gm", "grapple", [4])).toMatchObject({ ok: false, reason: "FRAY.Factions.Attack.Refusal.NotNearby" });
    expect(record().reaction).toBe("offered");
  });

  it("a forged way of countering is refused and spends nothing", async () => {
    await startFactions();
    await beginTurn("balthasar");
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    expect(await counter("gm", "kill", [8])).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.badRequest });
    expect(budgetOf(combat, "bandit").reacted).toBe(false);
    expect(record().reaction).toBe("offered");
    expect(await counter("p1", "grapple")).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
  });
});

describe("a grapple counter after a sword blow", () => {
  it("the sword (5, 4 through the mail) lands first; the bandit still stands, grabs Balthasar on a failed STR save (15 against 12), and the hold is kept", async () => {
    await startFactions();
    await beginTurn("balthasar");
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    expect(await counter("gm", "grapple", [5])).toMatchObject({ ok: true });
    expect(health("bandit")).toBe(2);
    expect(record().counter).toMatchObject({ lands: true, hitLands: true, outcome: FACTIONS_REACTION_OUTCOME.defenderHitFirst });
    expect(budgetOf(combat, "bandit").reacted).toBe(true);
    expect(buttons()).toEqual(["resolveCounter", "undo"]);
    expect(await resolveCounter("p1", [15])).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(await resolveCounter("gm", [15])).toMatchObject({ ok: true });
    expect(creatures.balthasar!.statuses.has("grabbed")).toBe(true);
    expect(holdsIn(combat as never)).toMatchObject([{ grabber: "Scene.s.Token.bandit", grabbed: "Scene.s.Token.balthasar" }]);
    expect(lastCard().content).toContain(text(`${P}.Card.Grabbed`, { attacker: "Bandit", target: "Balthasar" }));
    expect(await resolveCounter("gm", [15])).toMatchObject({ ok: false, reason: `${P}.Refusal.Resolved` });
    // Undo: the bandit's health, Balthasar free, the hold gone, the bandit's turn back.
    await step("gm", CARD_COMMANDS.undo);
    expect(health("bandit")).toBe(6);
    expect(creatures.balthasar!.statuses.has("grabbed")).toBe(false);
    expect(holdsIn(combat as never)).toEqual([]);
    expect(budgetOf(combat, "bandit").reacted).toBe(false);
  });

  it("a passed STR save (12 against 12) leaves Balthasar free", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await counter("gm", "grapple", [2]);
    await resolveCounter("gm", [12]);
    expect(creatures.balthasar!.statuses.has("grabbed")).toBe(false);
    expect(record().counterNonLethal).toMatchObject({ strSave: { passed: true }, grabbed: false });
  });
});

describe("a disarm counter", () => {
  it("the bandit's owner picks the sword Balthasar holds; a failed save drops it, a forged pick is refused, Undo puts it back", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await counter("gm", "disarm", [3]);
    expect(health("bandit")).toBe(4);
    // One button per weapon Balthasar holds: the sword (the longbow is not in hand).
    expect(buttons()).toEqual(["resolveCounter:sword", "undo"]);
    expect(await resolveCounter("gm", [], "bow")).toMatchObject({ ok: false, reason: NOT_HELD });
    expect(await resolveCounter("gm", [15], "sword")).toMatchObject({ ok: true });
    expect(sword().equipped).toBe(false);
    expect(lastCard().content).toContain(text(`${P}.Card.Dropped`, { target: "Balthasar", weapon: "Arming sword" }));
    await step("gm", CARD_COMMANDS.undo);
    expect(sword().equipped).toBe(true);
    expect(health("bandit")).toBe(6);
  });

  it("by a target brought down first does nothing: the sword's 8 (7 through the mail) drops the bandit (2 health)", async () => {
    await creatures.bandit!.update({ system: { health: { value: 2 } } });
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await counter("gm", "disarm", [8]);
    expect(health("bandit")).toBe(0);
    expect(record().counter).toMatchObject({ lands: false, hitLands: true });
    expect(buttons()).toEqual(["undo"]);
    expect(await resolveCounter("gm", [15], "sword")).toMatchObject({ ok: false, reason: `${P}.Refusal.CounterNotLanded` });
    expect(sword().equipped).toBe(true);
    expect(lastCard().content).toContain(text("FRAY.Factions.AttackFlow.Card.CounterVoid", { name: "Bandit" }));
  });
});

describe("a disarm countered by a grapple: both non-lethal", () => {
  it("no damage either way; Balthasar's disarm resolves first, then the bandit's grapple; Undo puts both back", async () => {
    await attackAs("p1", "balthasar", "bandit", null, [], { nonLethal: "disarm" });
    expect(await counter("gm", "grapple")).toMatchObject({ ok: true });
    expect([health("balthasar"), health("bandit")]).toEqual([8, 6]);
    expect(record().counter).toMatchObject({ lands: true, hitLands: true, outcome: FACTIONS_REACTION_OUTCOME.together });
    expect(await resolveCounter("gm", [15])).toMatchObject({ ok: false, reason: `${P}.Refusal.AttackFirst` });
    expect(buttons()).toEqual(["resolveNonLethal:club", "undo"]);
    await step("p1", CARD_COMMANDS.resolveNonLethal, [15], { type: "club" });
    expect(buttons()).toEqual(["resolveCounter", "undo"]);
    await resolveCounter("gm", [15]);
    expect(creatures.bandit!.items.get("club").system.equipped).toBe(false);
    expect(creatures.balthasar!.statuses.has("grabbed")).toBe(true);
    await step("gm", CARD_COMMANDS.undo);
    expect(creatures.bandit!.items.get("club").system.equipped).toBe(true);
    expect(creatures.balthasar!.statuses.has("grabbed")).toBe(false);
  });
});
