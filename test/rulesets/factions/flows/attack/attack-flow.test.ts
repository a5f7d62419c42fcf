/**
 * The factions attack through the Foundry double, from the request to the GM's card and on through its
 * steps: the GM re-reads everything, spends the main action and rolls the WIT save to hit when one is
 * needed; the attacker's owner rolls damage, which comes off the target's health after its armour; a
 * final blow kills; a damaged weapon rolling a 1 breaks; Undo puts the target back and gives the action back.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, CARD_COMMANDS, attackAs, balthasarAgainstBandit, beginTurn, budgetOf, giveStatuses, startFactions, trackerStatus, lastCard, resetDoubles, startIndividual, step, text, attackCards } from "./fight";
import { FACTIONS_ACTION_REFUSAL } from "../../../../../src/rulesets/factions/rules/actions/labels";

type Plain = Record<string, any>;
let combat: Plain;
let creatures: Record<string, Plain>;

function fight(swordFields: Plain = {}) {
  ({ combat, creatures } = balthasarAgainstBandit(swordFields));
}

const health = (id: string) => creatures[id]!.system.health.value;
const record = () => lastCard().system as Plain;
const sword = () => creatures.balthasar!.items.get("sword").system;
/** The bandit lets the blow come (the GM answers for it). */
const noReaction = () => step("gm", CARD_COMMANDS.noReaction);

beforeEach(() => fight());

describe("the GM makes the attack from the documents", () => {
  it("a forged payload changes nothing: a player cannot attack for another's character, nor name the damage", async () => {
    const { answer, card } = await attackAs("p2", "balthasar", "bandit", "sword", [8], { damage: 99, hit: true });
    expect(answer).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(card).toBeUndefined();
    expect(health("bandit")).toBe(6);
  });

  it("a nearby, visible target is hit automatically: the card says so and no WIT save is rolled", async () => {
    const { answer, card } = await attackAs("p1", "balthasar", "bandit", "sword", []);
    expect(answer).toMatchObject({ ok: true });
    expect(card!.system).toMatchObject({ hit: true, witSave: null, formula: "1d8", weaponName: "Arming sword" });
    expect(card!.content).toContain(text("FRAY.Factions.AttackFlow.Card.Automatic"));
    expect(card!.content).toContain('data-fray-card-action="dodge"');
    expect(card!.content).toContain('data-fray-card-action="counter"');
    expect(await step("p1", CARD_COMMANDS.rollDamage, [5])).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.reactionPending });
    await noReaction();
    expect(lastCard().content).toContain('data-fray-card-action="rollDamage"');
  });

  it("the damage rolled, less the bandit's 1 armour, comes off its health; at 0 it is incapacitated", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await noReaction();
    expect(await step("p1", CARD_COMMANDS.rollDamage, [5])).toMatchObject({ ok: true });
    expect(health("bandit")).toBe(2);
    expect(record().lines.map((line: Plain) => line.value)).toEqual([5, -1, -4]);
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await noReaction();
    await step("p1", CARD_COMMANDS.rollDamage, [8]);
    expect(health("bandit")).toBe(0);
    expect(creatures.bandit!.statuses.has("incapacitated")).toBe(true);
    expect(lastCard().content).toContain("Bandit is incapacitated.");
  });

  it("shooting beyond half range needs a WIT save: a 15 against WIT 12 misses, and there is no damage to roll", async () => {
    const { card } = await attackAs("p1", "balthasar", "bandit", "bow", [15], { nearby: false, beyondHalf: true });
    expect(card!.system).toMatchObject({ hit: false, witSave: { natural: 15, score: 12, passed: false } });
    expect(card!.system.witSaveBecause.map((r: Plain) => r.key)).toEqual(["FRAY.Factions.Attack.WitSave.BeyondHalfRange"]);
    expect(card!.content).not.toContain('data-fray-card-action="rollDamage"');
    expect(card!.content).not.toContain('data-fray-card-action="dodge"');
    expect(await step("p1", CARD_COMMANDS.rollDamage, [6])).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notAHit });
    expect(health("bandit")).toBe(6);
  });

  it("the same shot hits on a WIT save of 12", async () => {
    const { card } = await attackAs("p1", "balthasar", "bandit", "bow", [12], { nearby: false, beyondHalf: true });
    expect(card!.system).toMatchObject({ hit: true, witSave: { natural: 12, passed: true } });
  });

  it("an attack the rules forbid is refused with their reason: a melee blow on a target not nearby", async () => {
    const { answer, card } = await attackAs("p1", "balthasar", "bandit", "sword", [], { nearby: false });
    expect(answer).toMatchObject({ ok: false, reason: "FRAY.Factions.Attack.Refusal.NotNearby" });
    expect(card).toBeUndefined();
  });

  it("a final blow on the incapacitated bandit kills it, rolling nothing", async () => {
    await creatures.bandit!.update({ system: { health: { value: 0 } } });
    await giveStatuses(creatures.bandit!, ["incapacitated"]);
    const { card } = await attackAs("p1", "balthasar", "bandit", "sword", [], { finalBlow: true });
    expect(card!.system).toMatchObject({ finalBlow: true, damageRolled: null });
    expect(creatures.bandit!.statuses.has("dead")).toBe(true);
    expect(card!.content).toContain("Bandit is dead.");
    expect(card!.content).not.toContain('data-fray-card-action="rollDamage"');
  });

  it("a damaged weapon breaking on a 1: the sword is broken, the card says so, and it attacks no more", async () => {
    fight({ condition: "damaged" });
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await noReaction();
    await step("p1", CARD_COMMANDS.rollDamage, [1]);
    expect(sword()).toMatchObject({ condition: "broken", usedThisFight: true });
    expect(lastCard().content).toContain("Arming sword breaks");
    const { answer } = await attackAs("p1", "balthasar", "bandit", "sword", []);
    expect(answer).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.brokenWeapon });
  });

  it("an intact sword rolling a 1 is only marked used this fight", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await noReaction();
    await step("p1", CARD_COMMANDS.rollDamage, [1]);
    expect(sword()).toMatchObject({ condition: "intact", usedThisFight: true });
  });
});

describe("in a fight", () => {
  it("the attack spends Balthasar's main action; a second one is refused until confirmed", async () => {
    await startIndividual([18, 5, 3]);
    await beginTurn("balthasar");
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    expect(budgetOf(combat, "balthasar").main).toBe(true);
    const again = await attackAs("p1", "balthasar", "bandit", "sword", []);
    expect(again.answer).toMatchObject({ ok: false, reason: FACTIONS_ACTION_REFUSAL.mainSpent });
    const forced = await attackAs("p1", "balthasar", "bandit", "sword", [], { force: true });
    expect(forced.answer).toMatchObject({ ok: true });
  });

  it("Undo (the GM's) puts the bandit's health back and gives the main action back; a player cannot undo", async () => {
    await startIndividual([18, 5, 3]);
    await beginTurn("balthasar");
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await noReaction();
    await step("p1", CARD_COMMANDS.rollDamage, [8]);
    expect(health("bandit")).toBe(0);
    expect(await step("p1", CARD_COMMANDS.undo)).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.gmOnly });
    expect(await step("gm", CARD_COMMANDS.undo)).toMatchObject({ ok: true });
    expect(health("bandit")).toBe(6);
    expect(creatures.bandit!.statuses.has("incapacitated")).toBe(false);
    expect(sword().usedThisFight).toBe(false);
    expect(budgetOf(combat, "balthasar").main).toBe(false);
    expect(record().undone).toBe(true);
    expect(attackCards().length).toBe(1);
  });
});

describe("the target's reactions, after the WIT save and before damage", () => {
  it("a player cannot react for the GM's bandit", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    expect(await step("p1", CARD_COMMANDS.dodge, [1])).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(record().reaction).toBe("offered");
  });

  it("a dodge that passes its AGI save (10 against 12) makes the attack miss: no damage to roll", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    expect(await step("gm", CARD_COMMANDS.dodge, [10])).toMatchObject({ ok: true });
    expect(record()).toMatchObject({ reaction: "dodge", hit: false, dodgeSave: { natural: 10, score: 12, passed: true } });
    expect(lastCard().content).toContain("Bandit dodges");
    expect(await step("p1", CARD_COMMANDS.rollDamage, [8])).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notAHit });
    expect(health("bandit")).toBe(6);
  });

  it("a dodge that fails (15 against 12) lets the blow land", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await step("gm", CARD_COMMANDS.dodge, [15]);
    expect(record()).toMatchObject({ reaction: "dodge", hit: true });
    await step("p1", CARD_COMMANDS.rollDamage, [4]);
    expect(health("bandit")).toBe(3);
  });

  it("a counter where the larger damage lands first: the bandit's 6 drops Balthasar (4 health) before his blow falls", async () => {
    await creatures.balthasar!.update({ system: { health: { value: 4 } } });
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    // Balthasar's 1d8 shows 5 (4 through the mail), the bandit's club 6 (all of it).
    expect(await step("gm", CARD_COMMANDS.counter, [5, 6])).toMatchObject({ ok: true });
    expect(health("balthasar")).toBe(0);
    expect(creatures.balthasar!.statuses.has("incapacitated")).toBe(true);
    expect(health("bandit")).toBe(6);
    expect(record().counter).toMatchObject({ rolled: 6, lands: true, hitLands: false, outcome: "FRAY.Factions.Reaction.Outcome.attackerHitFirst" });
    expect(lastCard().content).toContain(text("FRAY.Factions.Reaction.Outcome.attackerHitFirst"));
    expect(lastCard().content).not.toContain('data-fray-card-action="rollDamage"');
  });

  it("a counter where the tie lands together: 4 through the mail each way, both blows land", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await step("gm", CARD_COMMANDS.counter, [5, 4]);
    expect(health("bandit")).toBe(2);
    expect(health("balthasar")).toBe(4);
    expect(record().counter).toMatchObject({ lands: true, hitLands: true, outcome: "FRAY.Factions.Reaction.Outcome.together" });
  });

  it("Undo after a counter puts both back", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await step("gm", CARD_COMMANDS.counter, [5, 4]);
    await step("gm", CARD_COMMANDS.undo);
    expect([health("bandit"), health("balthasar")]).toEqual([6, 8]);
  });

  it("the reaction spends the reactor's turn: the bandit's budget shows it reacted, and the next attack offers it none", async () => {
    await startIndividual([18, 5, 3]);
    await beginTurn("balthasar");
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await step("gm", CARD_COMMANDS.dodge, [15]);
    expect(budgetOf(combat, "bandit").reacted).toBe(true);
    const { card } = await attackAs("p1", "balthasar", "bandit", "sword", [], { force: true });
    expect(card!.system).toMatchObject({ reaction: "none", reactions: [] });
  });

  it("under the factions structure the dodge is the engine's react: the tracker shows the bandit's turn spent", async () => {
    await startFactions();
    await beginTurn("balthasar");
    expect(trackerStatus(combat, "bandit")).toBe("waiting");
    await attackAs("p1", "balthasar", "bandit", "sword", []);
    await step("gm", CARD_COMMANDS.dodge, [15]);
    expect(trackerStatus(combat, "bandit")).toBe("acted");
    expect(budgetOf(combat, "bandit").reacted).toBe(true);
    expect(budgetOf(combat, "balthasar").main).toBe(true);
  });

  it("a concealed attacker's target, unaware, is offered no reaction", async () => {
    await giveStatuses(creatures.balthasar!, ["concealed"]);
    const { card } = await attackAs("p1", "balthasar", "bandit", "sword", []);
    expect(card!.system).toMatchObject({ reaction: "none", reactions: [] });
    expect(card!.content).toContain('data-fray-card-action="rollDamage"');
  });
});
