/**
 * Poison through the Foundry double: a dose's Use coats one of the user's weapons (a bonus action, the
 * GM re-reading dose and weapon); a coated weapon's hit that deals damage makes the target roll its STR
 * save, poisoned on a fail, the coat used up; Undo puts both back; at each round's end the poisoned save
 * again, losing 1 health on a fail and shaking it off on a pass; an antidote ends it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { CARD_COMMANDS, askAs, attackAs, balthasarAgainstBandit, beginTurn, budgetOf, double, giveStatuses, lastCard, settle, startIndividual, step } from "../attack/fight";
import { consumable } from "./consumable-item";
import { FACTIONS_CONSUMABLE_REFUSAL } from "../../../../../src/rulesets/factions/rules/character/labels";

const { registerFactionsPoison } = await import("../../../../../src/rulesets/factions/flows/poison/register");
const { registerFactionsActions } = await import("../../../../../src/rulesets/factions/flows/actions/register");
const { FACTIONS_COAT_WEAPON, POISON_REFUSAL, POISON_TICK_UNDO } = await import("../../../../../src/rulesets/factions/flows/poison/keys");
const { FACTIONS_TAKE_ACTION } = await import("../../../../../src/rulesets/factions/flows/actions/request");
const { TAKE_ACTION_REFUSAL } = await import("../../../../../src/rulesets/factions/flows/actions/keys");
registerFactionsPoison();
registerFactionsActions();

type Plain = Record<string, any>;
const g = globalThis as Plain;
let combat: Plain;
let creatures: Record<string, Plain>;

/** Balthasar (p1) with his arming sword and two doses of poison; the bandit (STR 10, 6 health, mail 1) is the GM's. */
beforeEach(() => {
  ({ combat, creatures } = balthasarAgainstBandit());
  creatures.balthasar!.items.contents.push(consumable("venom", "Spider venom", { kind: "poison", quantity: 2 }), consumable("draught", "Healing draught", { quantity: 1 }));
  creatures.bandit!.items.contents.push(consumable("antidote", "Antidote", { kind: "antidote" }));
});

const sword = () => creatures.balthasar!.items.get("sword").system;
const venom = () => creatures.balthasar!.items.get("venom").system;
const bandit = () => creatures.bandit!;
const chatLines = () => [...double.messages.values()].map((message) => message.content as string).join("\n");

const coat = (userId: string, extra: Plain = {}) =>
  askAs(userId, FACTIONS_COAT_WEAPON, { actorUuid: creatures.balthasar!.uuid, tokenUuid: "Scene.s.Token.balthasar", itemId: "venom", weaponId: "sword", force: false, ...extra }, []);

/** Balthasar strikes the bandit with the sword, rolling `damage`, then the bandit's STR save shows `save`. */
async function strike(damage: number, save?: number) {
  await attackAs("p1", "balthasar", "bandit", "sword", []);
  await step("gm", CARD_COMMANDS.noReaction);
  await step("p1", CARD_COMMANDS.rollDamage, save === undefined ? [damage] : [damage, save]);
}

describe("a dose of poison coats a weapon", () => {
  it("Balthasar's Use of the venom on his sword: coated, one dose gone, a line in the chat, his bonus action spent", async () => {
    await startIndividual([18, 5, 3]);
    await beginTurn("balthasar");
    expect((await coat("p1")).answer).toMatchObject({ ok: true });
    expect(sword().coated).toBe(true);
    expect(venom().quantity).toBe(1);
    expect(chatLines()).toContain("Arming sword is coated with poison");
    expect(budgetOf(combat, "balthasar").bonus).toBe(1);
  });

  it("forged asks change nothing: another player's, a draught named as poison, the bandit's club, a coated sword, no dose left", async () => {
    expect((await coat("p2")).answer).toMatchObject({ ok: false, reason: TAKE_ACTION_REFUSAL.notOwner });
    expect((await coat("p1", { itemId: "draught" })).answer).toMatchObject({ ok: false, reason: POISON_REFUSAL.notPoison });
    expect((await coat("p1", { weaponId: "club" })).answer).toMatchObject({ ok: false, reason: POISON_REFUSAL.noWeapon });
    expect(sword().coated).toBe(false);
    expect(venom().quantity).toBe(2);
    await coat("p1");
    expect((await coat("p1")).answer).toMatchObject({ ok: false, reason: POISON_REFUSAL.alreadyCoated });
    venom().quantity = 0;
    sword().coated = false;
    expect((await coat("p1")).answer).toMatchObject({ ok: false, reason: FACTIONS_CONSUMABLE_REFUSAL.noneLeft });
    expect(sword().coated).toBe(false);
  });

  it("a broken sword takes no poison", async () => {
    sword().condition = "broken";
    expect((await coat("p1")).answer).toMatchObject({ ok: false, reason: POISON_REFUSAL.noWeapon });
  });
});

describe("a coated weapon's hit", () => {
  beforeEach(async () => {
    await coat("p1");
  });

  it("deals damage and the bandit fails its STR save (15 against 10): poisoned, the coat used up, the card says so", async () => {
    await strike(5, 15);
    expect(bandit().system.health.value).toBe(2);
    expect(bandit().statuses.has("poisoned")).toBe(true);
    expect(sword().coated).toBe(false);
    expect(lastCard().content).toContain("The poison takes hold of Bandit: STR save 15 against 10 failed.");
  });

  it("a passed STR save (10 against 10) shakes it off, but the coat is used up all the same", async () => {
    await strike(5, 10);
    expect(bandit().statuses.has("poisoned")).toBe(false);
    expect(sword().coated).toBe(false);
    expect(lastCard().content).toContain("Bandit shakes off the poison on the blade: STR save 10 against 10.");
  });

  it("a blow the mail stops entirely (1 damage, 1 armour) deals nothing: no save, the coat stays", async () => {
    await strike(1);
    expect(lastCard().system.applied.poisonSave).toBeNull();
    expect(sword().coated).toBe(true);
    expect(bandit().statuses.has("poisoned")).toBe(false);
  });

  it("Undo of a hit whose dose did not strike leaves poison from elsewhere alone", async () => {
    await strike(1);
    await giveStatuses(bandit(), ["poisoned"]);
    await step("gm", CARD_COMMANDS.undo);
    expect(bandit().statuses.has("poisoned")).toBe(true);
    expect(sword().coated).toBe(true);
  });

  it("Undo puts the coat back on the sword and the poison out of the bandit", async () => {
    await strike(5, 15);
    expect(await step("gm", CARD_COMMANDS.undo)).toMatchObject({ ok: true });
    expect(sword().coated).toBe(true);
    expect(bandit().statuses.has("poisoned")).toBe(false);
    expect(bandit().system.health.value).toBe(6);
  });
});

describe("the poisoned at each round's end", () => {
  /** Fray's round-end hook as the engine's events fire it, the GM's d20 showing `dice`. */
  async function endRound(dice: number[]) {
    double.actAs("gm");
    double.dice.push(...dice);
    g.Hooks.callAll("fray.roundEnd", combat, { type: "roundEnd", round: 1 });
    await settle();
  }

  it("a failed STR save (11 against 10) costs the bandit 1 health; it stays poisoned; the chat says so", async () => {
    await giveStatuses(bandit(), ["poisoned"]);
    await endRound([11]);
    expect(bandit().system.health.value).toBe(5);
    expect(bandit().statuses.has("poisoned")).toBe(true);
    expect(chatLines()).toContain("End of the round: Bandit fights the poison, STR save 11 against 10.");
    expect(chatLines()).toContain("1 health lost");
  });

  it("a passed STR save (10 against 10) ends it, and costs nothing", async () => {
    await giveStatuses(bandit(), ["poisoned"]);
    await endRound([10]);
    expect(bandit().system.health.value).toBe(6);
    expect(bandit().statuses.has("poisoned")).toBe(false);
  });

  it("the last health lost to poison leaves the bandit incapacitated", async () => {
    await giveStatuses(bandit(), ["poisoned"]);
    bandit().system.health.value = 1;
    await endRound([20]);
    expect(bandit().system.health.value).toBe(0);
    expect(bandit().statuses.has("incapacitated")).toBe(true);
  });

  it("Balthasar, holding the bandit, loses his last health to poison: he lets go, the bandit is free and the fight keeps no hold", async () => {
    const { holdsIn } = await import("../../../../../src/rulesets/factions/flows/non-lethal/holds");
    await startIndividual([18, 5, 3]);
    await beginTurn("balthasar");
    await attackAs("p1", "balthasar", "bandit", null, [], { nonLethal: "grapple" });
    await step("gm", CARD_COMMANDS.noReaction);
    await step("p1", CARD_COMMANDS.resolveNonLethal, [15]);
    expect(bandit().statuses.has("grabbed")).toBe(true);
    await giveStatuses(creatures.balthasar!, ["poisoned"]);
    creatures.balthasar!.system.health.value = 1;
    await endRound([20]);
    expect(creatures.balthasar!.statuses.has("incapacitated")).toBe(true);
    expect(bandit().statuses.has("grabbed")).toBe(false);
    expect(holdsIn(combat as never)).toEqual([]);
  });

  it("no one poisoned, nothing rolled and nothing said", async () => {
    const before = double.messages.size;
    await endRound([]);
    expect(double.messages.size).toBe(before);
    expect(bandit().system.health.value).toBe(6);
  });

  const tickCard = () => [...double.messages.values()].filter((message) => message.type === "factionsPoisonTick").at(-1)!;
  const undoTick = (userId: string) => askAs(userId, POISON_TICK_UNDO, { messageId: tickCard().id }, []);

  it("the round's end is a card the GM wrote, with the GM's Undo: the bandit's lost health and its poison come back", async () => {
    await giveStatuses(bandit(), ["poisoned"]);
    await endRound([11]);
    expect(tickCard().author?.id).toBe("gm");
    expect(tickCard().content).toContain('data-fray-card-action="undo"');
    expect((await undoTick("gm")).answer).toMatchObject({ ok: true });
    expect(bandit().system.health.value).toBe(6);
    expect(bandit().statuses.has("poisoned")).toBe(true);
    expect(tickCard().content).toContain("Undone: Bandit");
    expect(tickCard().content).not.toContain('data-fray-card-action="undo"');
    expect((await undoTick("gm")).answer).toMatchObject({ ok: false, reason: POISON_REFUSAL.tickUndone });
  });

  it("Undo of a save that shook the poison off makes the bandit poisoned again; of the last health lost, stands it back up", async () => {
    await giveStatuses(bandit(), ["poisoned"]);
    await endRound([10]);
    await undoTick("gm");
    expect(bandit().statuses.has("poisoned")).toBe(true);
    bandit().system.health.value = 1;
    await endRound([20]);
    expect(bandit().statuses.has("incapacitated")).toBe(true);
    await undoTick("gm");
    expect(bandit().system.health.value).toBe(1);
    expect(bandit().statuses.has("incapacitated")).toBe(false);
  });

  it("a player's Undo of the round's-end roll is refused: Balthasar's poison and lost health stay", async () => {
    await giveStatuses(creatures.balthasar!, ["poisoned"]);
    await endRound([20]);
    expect((await undoTick("p1")).answer).toMatchObject({ ok: false, reason: POISON_REFUSAL.tickGmOnly });
    expect(creatures.balthasar!.system.health.value).toBe(7);
    expect(tickCard().system.undone).toBe(false);
  });

  it("the antidote ends it: the bandit's Use, and the round's end asks nothing more", async () => {
    await giveStatuses(bandit(), ["poisoned"]);
    await askAs("gm", FACTIONS_TAKE_ACTION, { actorUuid: bandit().uuid, tokenUuid: "Scene.s.Token.bandit", action: "useConsumable", itemId: "antidote", force: false }, []);
    expect(bandit().statuses.has("poisoned")).toBe(false);
    await endRound([]);
    expect(bandit().system.health.value).toBe(6);
  });
});

describe("a dose of poison through the plain turn action", () => {
  const useVenom = (userId: string) => askAs(userId, FACTIONS_TAKE_ACTION, { actorUuid: creatures.balthasar!.uuid, tokenUuid: "Scene.s.Token.balthasar", action: "useConsumable", itemId: "venom", force: false }, []);

  it("Balthasar's plain Use of the venom (no weapon named) is refused with the way to coat: no dose lost, no bonus action spent, nothing said", async () => {
    await startIndividual([18, 5, 3]);
    await beginTurn("balthasar");
    const before = double.messages.size;
    expect((await useVenom("p1")).answer).toMatchObject({ ok: false, reason: POISON_REFUSAL.chooseWeapon, data: { item: "Spider venom" } });
    expect(venom().quantity).toBe(2);
    expect(sword().coated).toBe(false);
    expect(budgetOf(combat, "balthasar").bonus).toBe(0);
    expect(double.messages.size).toBe(before);
  });

  it("even the GM's plain Use of a dose is refused (a dose always goes on a weapon)", async () => {
    expect((await useVenom("gm")).answer).toMatchObject({ ok: false, reason: POISON_REFUSAL.chooseWeapon });
    expect(venom().quantity).toBe(2);
  });
});
