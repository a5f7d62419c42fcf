/**
 * A player owns their character's items and may write any text as a weapon's damage or a draught's dice.
 * The GM builds every roll from the documents, so each formula a player may write passes the one shared
 * limit (src/core/dice/formula-limit.ts) on the GM's client first: past it the request is refused with
 * the limit's reason naming the item, before anything is spent, rolled or posted.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { CARD_COMMANDS, askAs, attackAs, attackCards, balthasarAgainstBandit, beginTurn, budgetOf, double, handleTurn, lastCard, startFactions, step } from "../flows/attack/fight";
import { blastAs, blastCards, blastFight } from "../flows/blast/blast-fight";
import { consumable } from "../flows/poison/consumable-item";
import { combatSeen, moveToken, place } from "../flows/zones/zones-fight";

type Plain = Record<string, any>;
const { FORMULA_REFUSAL, FORMULA_LIMITS } = await import("../../../../src/core/dice/formula-limit");
const { registerFactionsActions } = await import("../../../../src/rulesets/factions/flows/actions/register");
const { FACTIONS_TAKE_ACTION } = await import("../../../../src/rulesets/factions/flows/actions/request");
const { registerFactionsOpportunity } = await import("../../../../src/rulesets/factions/flows/opportunity/register");
const { FACTIONS_OPPORTUNITY_COMMAND } = await import("../../../../src/rulesets/factions/flows/opportunity/keys");
registerFactionsActions();
registerFactionsOpportunity();

/** The weapon: a thousand terms of 999 dice of 999 faces. */
const THOUSAND_TERMS = Array.from({ length: 1000 }, () => "999d999").join("+");
/** The scripted dice no roll has taken: all of them when nothing was rolled. */
const diceLeft = () => [...double.dice];

let combat: Plain;
let creatures: Record<string, Plain>;

/** Balthasar's player rewrites one of his items' fields from their own client (an owner may). */
const playerRewrites = (itemId: string, fields: Plain) => Object.assign(creatures.balthasar!.items.get(itemId).system, fields);

describe("Balthasar's own weapon, rewritten by his player", () => {
  beforeEach(async () => {
    ({ combat, creatures } = balthasarAgainstBandit());
    await startFactions();
    await beginTurn("balthasar");
  });

  it("a thousand 999-dice terms on the sword: the attack is refused naming the sword; no card, no roll, his main action unspent", async () => {
    playerRewrites("sword", { damage: THOUSAND_TERMS });
    const { answer } = await attackAs("p1", "balthasar", "bandit", "sword", [20, 8]);
    expect(answer).toMatchObject({ ok: false, reason: FORMULA_REFUSAL.tooLong, data: { item: "Arming sword", limit: FORMULA_LIMITS.length } });
    expect(attackCards()).toHaveLength(0);
    expect(diceLeft()).toEqual([20, 8]);
    expect(budgetOf(combat, "balthasar").main).toBe(false);
  });

  for (const [damage, key, count] of [
    ["40d6", FORMULA_REFUSAL.tooManyDice, 40],
    ["1d1000", FORMULA_REFUSAL.tooManyFaces, 1000],
    ["1d6+500", FORMULA_REFUSAL.flatTooLarge, 500],
  ] as const) {
    it(`"${damage}" on the longbow: refused with the limit it breaks (${key.split(".").at(-1)})`, async () => {
      playerRewrites("bow", { damage });
      const { answer } = await attackAs("p1", "balthasar", "bandit", "bow", [20, 8], { nearby: false });
      expect(answer).toMatchObject({ ok: false, reason: key, data: { item: "Longbow", count } });
      expect(attackCards()).toHaveLength(0);
    });
  }

  it("a healing draught of 100d100 is refused naming it, before the bonus action: none drunk, none used", async () => {
    creatures.balthasar!.items.contents.push(consumable("draught", "Healing draught", { quantity: 2, healing: "100d100" }));
    await creatures.balthasar!.update({ system: { health: { value: 3 } } });
    const { answer } = await askAs("p1", FACTIONS_TAKE_ACTION, { actorUuid: creatures.balthasar!.uuid, tokenUuid: "Scene.s.Token.balthasar", action: "useConsumable", itemId: "draught", force: false }, [100]);
    expect(answer).toMatchObject({ ok: false, reason: FORMULA_REFUSAL.tooManyDice, data: { item: "Healing draught", count: 100 } });
    expect(creatures.balthasar!.system.health.value).toBe(3);
    expect(creatures.balthasar!.items.get("draught").system.quantity).toBe(2);
    expect(budgetOf(combat, "balthasar").bonus).toBe(0);
  });
});

describe("the sword Balthasar strikes back with, rewritten by his player", () => {
  it("a counter with it is refused naming the sword: his turn not spent, the card still offers the reaction, nothing rolled", async () => {
    ({ combat, creatures } = balthasarAgainstBandit());
    await startFactions();
    await handleTurn({ combatId: "combat1", intent: { kind: "pass", groupId: "party" } }, "gm");
    await beginTurn("bandit");
    await attackAs("gm", "bandit", "balthasar", "club", []);
    playerRewrites("sword", { damage: "50d6" });
    const answer = await step("p1", CARD_COMMANDS.counter, [3, 3]);
    expect(answer).toMatchObject({ ok: false, reason: FORMULA_REFUSAL.tooManyDice, data: { item: "Arming sword", count: 50 } });
    expect(lastCard().system).toMatchObject({ reaction: "offered", counter: null, damageRolled: null });
    expect(budgetOf(combat, "balthasar").reacted).toBe(false);
    expect(diceLeft()).toEqual([3, 3]);
    expect(creatures.bandit!.system.health.value).toBe(6);
  });
});

describe("Greta's fire pot, rewritten by her player", () => {
  it("a blast of 30d6 is refused naming the fire pot: no card, no roll", async () => {
    ({ creatures } = blastFight());
    Object.assign(creatures.greta!.items.get("firepot").system, { damage: "30d6" });
    const { answer } = await blastAs("p1", "firepot", { zoneId: "hall" }, [5]);
    expect(answer).toMatchObject({ ok: false, reason: FORMULA_REFUSAL.tooManyDice, data: { item: "Fire pot", count: 30 } });
    expect(blastCards()).toHaveLength(0);
    expect(diceLeft()).toEqual([5]);
  });
});

describe("the sword of an opportunity attack, rewritten by its player", () => {
  it("taking the offer is refused naming the sword: Balthasar's turn is not spent", async () => {
    ({ combat, creatures } = balthasarAgainstBandit());
    place(creatures, "bandit", 100, 0);
    await startFactions();
    await combatSeen(combat);
    await handleTurn({ combatId: "combat1", intent: { kind: "pass", groupId: "party" } }, "gm");
    await beginTurn("bandit");
    await moveToken(creatures, "bandit", 600, 0, "gm");
    const offer = [...double.messages.values()].find((m) => m.flags?.fray?.factionsOpportunity?.watcherTokenUuid === "Scene.s.Token.balthasar")!;
    playerRewrites("sword", { damage: "1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6+1d6" });
    const { answer } = await askAs("p1", FACTIONS_OPPORTUNITY_COMMAND, { messageId: offer.id }, []);
    expect(answer).toMatchObject({ ok: false, reason: FORMULA_REFUSAL.tooManyTerms, data: { item: "Arming sword", count: 9 } });
    expect(attackCards()).toHaveLength(0);
    expect(budgetOf(combat, "balthasar").reacted).toBe(false);
  });
});
