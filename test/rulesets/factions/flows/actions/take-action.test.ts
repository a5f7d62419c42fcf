/**
 * The chapter's turn through the sheet's buttons: the player's client asks, the GM spends the factions
 * budget (a bonus action, then a main action or a second bonus action, one zone of movement), past it only
 * when the player confirms (the GMs are told); a healing draught heals its dice and stands an incapacitated
 * drinker up, an antidote ends poison; surrendering marks the character and spends the whole turn.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askAs, beginTurn, budgetOf, double, factionsFight, giveStatuses, resetDoubles, startIndividual, text } from "../attack/fight";
import { consumable } from "../poison/consumable-item";
import { FACTIONS_ACTION_REFUSAL } from "../../../../../src/rulesets/factions/rules/actions/labels";
import { FACTIONS_CONSUMABLE_REFUSAL } from "../../../../../src/rulesets/factions/rules/character/labels";

const { registerFactionsActions } = await import("../../../../../src/rulesets/factions/flows/actions/register");
const { FACTIONS_TAKE_ACTION } = await import("../../../../../src/rulesets/factions/flows/actions/request");
const { TAKE_ACTION_REFUSAL } = await import("../../../../../src/rulesets/factions/flows/actions/keys");
registerFactionsActions();

type Plain = Record<string, any>;
let combat: Plain;
let creatures: Record<string, Plain>;

/** Brenna (p1) at 3 of 8 health with two healing draughts (1d6) and an antidote; the bandit is the GM's; Sybilla (p2) stands by. */
function fight(health = 3) {
  resetDoubles();
  ({ combat, creatures } = factionsFight([
    { id: "brenna", name: "Brenna", owners: ["p1"], fields: { health: { value: health, max: 8 } } },
    { id: "bandit", name: "Bandit", owners: [], monster: true },
    { id: "sybilla", name: "Sybilla", owners: ["p2"] },
  ]));
  creatures.brenna!.items.contents.push(consumable("draught", "Healing draught", { quantity: 2 }), consumable("antidote", "Antidote", { kind: "antidote" }));
}

const take = async (userId: string, action: string, dice: number[] = [], extra: Plain = {}) => {
  const { answer } = await askAs(userId, FACTIONS_TAKE_ACTION, { actorUuid: creatures.brenna!.uuid, tokenUuid: "Scene.s.Token.brenna", action, itemId: "", force: false, ...extra }, dice);
  return { answer: answer as Plain };
};
const brenna = () => creatures.brenna!;
const lines = () => [...double.messages.values()].filter((message) => String(message.content).includes("fray-factions-action"));
const lastLine = () => String(lines().at(-1)?.content ?? "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
const brennasTurn = async () => {
  await startIndividual([20, 10, 5]);
  await beginTurn("brenna");
};

beforeEach(() => fight());

describe("a turn's actions from the sheet", () => {
  it("a bonus action, then a second bonus action in the main action's place; a main action after that is refused", async () => {
    await brennasTurn();
    expect((await take("p1", "speak")).answer.ok).toBe(true);
    expect((await take("p1", "interact")).answer.ok).toBe(true);
    expect(budgetOf(combat, "brenna")).toMatchObject({ bonus: 2, main: false });
    const refused = (await take("p1", "complexInteraction")).answer;
    expect(refused).toMatchObject({ ok: false, reason: FACTIONS_ACTION_REFUSAL.secondBonusTaken });
    expect(lastLine()).toBe(text("FRAY.Factions.TakeAction.line", { name: "Brenna", action: text("FRAY.Factions.Action.interact") }));
  });

  it("one zone of movement a turn; a second is past the budget until the player confirms, and then the GMs are told", async () => {
    await brennasTurn();
    await take("p1", "move");
    expect(budgetOf(combat, "brenna").moved).toBe(true);
    expect((await take("p1", "move")).answer).toMatchObject({ ok: false, reason: FACTIONS_ACTION_REFUSAL.moveSpent });
    const whispers = () => [...double.messages.values()].filter((message) => String(message.content).includes("fray-override"));
    expect(whispers()).toHaveLength(0);
    expect((await take("p1", "move", [], { force: true })).answer.ok).toBe(true);
    expect(whispers()).toHaveLength(1);
  });

  it("swapping two items takes both actions of a fresh turn", async () => {
    await brennasTurn();
    await take("p1", "swapItems");
    expect(budgetOf(combat, "brenna")).toMatchObject({ bonus: 2 });
    expect((await take("p1", "speak")).answer).toMatchObject({ ok: false, reason: FACTIONS_ACTION_REFUSAL.actionsSpent });
  });

  it("out of her turn only a reaction could be taken: a bonus action is refused", async () => {
    await startIndividual([10, 20, 5]);
    await beginTurn("bandit");
    expect((await take("p1", "speak")).answer).toMatchObject({ ok: false, reason: FACTIONS_ACTION_REFUSAL.notYourTurn });
  });

  it("out of a fight nothing is spent and the line is still posted", async () => {
    expect((await take("p1", "speak")).answer.ok).toBe(true);
    expect(lines()).toHaveLength(1);
  });

  it("a player cannot act for a character someone else controls", async () => {
    expect((await take("p2", "speak")).answer).toMatchObject({ ok: false, reason: TAKE_ACTION_REFUSAL.notOwner });
    expect(lines()).toHaveLength(0);
  });
});

describe("using a consumable", () => {
  it("a healing draught is a bonus action: Brenna heals the 1d6 rolled, one draught is gone", async () => {
    await brennasTurn();
    await take("p1", "useConsumable", [4], { itemId: "draught" });
    expect(brenna().system.health.value).toBe(7);
    expect(brenna().items.get("draught").system.quantity).toBe(1);
    expect(budgetOf(combat, "brenna").bonus).toBe(1);
    expect(lastLine()).toContain(text("FRAY.Factions.Consumable.Effect.healed", { amount: 4 }));
    expect(lines().at(-1)!.rolls.map((roll: { total: number }) => roll.total)).toEqual([4]);
  });

  it("healing never passes the maximum", async () => {
    await take("p1", "useConsumable", [6], { itemId: "draught" });
    expect(brenna().system.health.value).toBe(8);
    expect(lastLine()).toContain(text("FRAY.Factions.Consumable.Effect.healed", { amount: 5 }));
  });

  it("an incapacitated character given a draught stands back up", async () => {
    fight(0);
    await giveStatuses(brenna(), ["incapacitated"]);
    await take("p1", "useConsumable", [2], { itemId: "draught" });
    expect(brenna().system.health.value).toBe(2);
    expect(brenna().statuses.has("incapacitated")).toBe(false);
    expect(lastLine()).toContain(text("FRAY.Factions.Consumable.Effect.stoodUp"));
  });

  it("an antidote ends poison", async () => {
    await giveStatuses(brenna(), ["poisoned"]);
    await take("p1", "useConsumable", [], { itemId: "antidote" });
    expect(brenna().statuses.has("poisoned")).toBe(false);
    expect(brenna().items.get("antidote").system.quantity).toBe(0);
    expect(lastLine()).toContain(text("FRAY.Factions.Consumable.Effect.cured"));
  });

  it("with none left the GM refuses and nothing is spent", async () => {
    await brennasTurn();
    brenna().items.get("draught").system.quantity = 0;
    expect((await take("p1", "useConsumable", [], { itemId: "draught" })).answer).toMatchObject({ ok: false, reason: FACTIONS_CONSUMABLE_REFUSAL.noneLeft });
    expect(budgetOf(combat, "brenna").bonus).toBe(0);
  });

  it("the dead drink nothing: refused before the bonus action is spent", async () => {
    fight(0);
    await brennasTurn();
    await giveStatuses(brenna(), ["dead"]);
    expect((await take("p1", "useConsumable", [], { itemId: "draught" })).answer).toMatchObject({ ok: false, reason: FACTIONS_CONSUMABLE_REFUSAL.dead });
    expect([budgetOf(combat, "brenna").bonus, brenna().items.get("draught").system.quantity]).toEqual([0, 2]);
  });

  it("an item that is not hers is refused", async () => {
    expect((await take("p1", "useConsumable", [], { itemId: "elsewhere" })).answer).toMatchObject({ ok: false, reason: TAKE_ACTION_REFUSAL.noConsumable });
  });
});

describe("surrendering", () => {
  it("marks Brenna surrendered and spends the whole turn", async () => {
    await brennasTurn();
    await take("p1", "surrender");
    expect(brenna().statuses.has("surrendered")).toBe(true);
    expect(budgetOf(combat, "brenna").surrendered).toBe(true);
    expect(lastLine()).toBe(text("FRAY.Factions.TakeAction.surrendered", { name: "Brenna" }));
  });

  it("is refused once the turn is begun", async () => {
    await brennasTurn();
    await take("p1", "speak");
    expect((await take("p1", "surrender")).answer).toMatchObject({ ok: false, reason: FACTIONS_ACTION_REFUSAL.surrenderNeedsWholeTurn });
    expect(brenna().statuses.has("surrendered")).toBe(false);
  });
});
