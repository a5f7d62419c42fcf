/**
 * Dice a player may write on their own items (a weapon's damage, a potion's healing) go through the one
 * formula limit (src/core/dice/formula-limit.ts) on the GM's client before any roll is built: a weapon of
 * a thousand 999-faced dice is refused by name and limit, and nothing is rolled, spent, used up or posted.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { FORMULA_LIMITS, FORMULA_REFUSAL } from "../../../../src/core/dice/formula-limit";
import { askGm, double, fight, setUp } from "../flows/actions/action-fight";
import { attackAs, settle } from "../flows/attack/fight";
import { maneuverAs } from "../flows/maneuvers/fight";

const { CLASSIC_TAKE_ACTION } = await import("../../../../src/rulesets/classic/flows/actions/request");

type Plain = Record<string, any>;
const maren = () => fight.creatures.maren!;
const itemOf = (id: string) => maren().items.get(id) as Plain;
/** Every chat message so far, and the dice the GM's client has not rolled yet. */
const posted = () => [...double.messages.values()];

beforeEach(() => setUp());

describe("a player's own weapon with too many dice", () => {
  it("Maren's mace rewritten to 999d999: her attack is refused naming the mace and the limit; no card, no die rolled", async () => {
    itemOf("mace").system.damage = "999d999";
    const { answer, card } = await attackAs("p1", "maren", "orc", "mace", [15]);
    expect(answer).toEqual({ ok: false, reason: FORMULA_REFUSAL.tooManyDice, data: { item: "Mace", count: 999, limit: FORMULA_LIMITS.dice } });
    expect(card).toBeUndefined();
    expect(double.dice).toEqual([15]);
    expect(posted()).toEqual([]);
  });

  it("nine terms of 1d6 are refused for their terms, and a 1d1000 for its faces", async () => {
    itemOf("mace").system.damage = Array.from({ length: 9 }, () => "1d6").join("+");
    expect((await attackAs("p1", "maren", "orc", "mace", [15])).answer).toEqual({ ok: false, reason: FORMULA_REFUSAL.tooManyTerms, data: { item: "Mace", count: 9, limit: FORMULA_LIMITS.terms } });
    itemOf("mace").system.damage = "1d1000";
    expect((await attackAs("p1", "maren", "orc", "mace", [15])).answer).toEqual({ ok: false, reason: FORMULA_REFUSAL.tooManyFaces, data: { item: "Mace", count: 1000, limit: FORMULA_LIMITS.faces } });
    expect(posted()).toEqual([]);
  });

  it("a shatter with that mace is refused before the opposed roll, naming it", async () => {
    itemOf("mace").system.damage = "200d6";
    const { answer, card } = await maneuverAs("p1", "maren", "orc", "shatter", [], { itemId: "axe" });
    expect(answer).toEqual({ ok: false, reason: FORMULA_REFUSAL.tooManyDice, data: { item: "Mace", count: 200, limit: FORMULA_LIMITS.dice } });
    expect(card).toBeUndefined();
  });
});

describe("a player's own potion with too many dice", () => {
  it("Maren's potion rewritten to heal 500d12: drinking it is refused naming it; both potions stay and nothing is posted", async () => {
    itemOf("potion").system.healing = "500d12";
    double.actAs("p1");
    const answer = await askGm(CLASSIC_TAKE_ACTION, { actorUuid: "Actor.maren", tokenUuid: "Scene.s.Token.maren", combatId: "combat1", combatantId: "maren", actionId: "drinkPotion", itemId: "potion" });
    await settle();
    expect(answer).toEqual({ ok: false, reason: FORMULA_REFUSAL.tooManyDice, data: { item: "Potion of Healing", count: 500, limit: FORMULA_LIMITS.dice } });
    expect(itemOf("potion").system.quantity).toBe(2);
    expect(maren().system.health.value).toBe(5);
    expect(posted()).toEqual([]);
  });

  it("a potion's healing that is no formula at all is refused the same way", async () => {
    itemOf("potion").system.healing = "2d8 * 1000";
    double.actAs("p1");
    const answer = await askGm(CLASSIC_TAKE_ACTION, { actorUuid: "Actor.maren", tokenUuid: "Scene.s.Token.maren", combatId: "combat1", combatantId: "maren", actionId: "drinkPotion", itemId: "potion" });
    expect(answer).toMatchObject({ ok: false, reason: FORMULA_REFUSAL.notFormula, data: { item: "Potion of Healing" } });
    expect(itemOf("potion").system.quantity).toBe(2);
  });
});
