/**
 * The chapter's Turn and Actions through the sheet's buttons: the player's client asks, the GM spends the
 * round's classic budget, applies what the action does and posts a line saying what was done and who may
 * make an attack of opportunity for it. Maren (p1) stands next to the orc (GM's); Pip (p2) further away.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { actionLines, askGm, begin, cast, confirmed, confirms, double, fight, offers, setUp, take, turn, words } from "./action-fight";
import { budgetOf, text } from "../attack/fight";

const { CLASSIC_TAKE_ACTION } = await import("../../../../../src/rulesets/classic/flows/actions/request");
const { storeEconomy } = await import("../../../../../src/foundry/combat/round-budget");

const lastLine = () => words(actionLines().at(-1)!.content);
const marensTurn = async () => {
  await begin();
  await turn({ kind: "act", combatantId: "maren" });
};
const potion = () => fight.creatures.maren!.items.get("potion");
const hp = () => fight.creatures.maren!.system.health.value;
const gmWhispers = () => [...double.messages.values()].filter((message) => message.content.includes("fray-override"));

beforeEach(() => setUp());

describe("drinking a potion", () => {
  it("is a move action that provokes: Maren heals 2d8+3, one potion is gone, the orc is offered its attack", async () => {
    await marensTurn();
    double.dice.push(4, 5);
    await take("p1", "maren", "drinkPotion", "potion");
    expect(hp()).toBe(17);
    expect(potion().system.quantity).toBe(1);
    expect(budgetOf(fight.combat, "maren")).toMatchObject({ moves: 1, swift: false });
    expect(lastLine()).toContain(text("FRAY.Classic.Taken.Line", { name: "Maren", action: "drinks Potion of Healing", slot: "move action" }));
    expect(lastLine()).toContain(text("FRAY.Classic.Taken.Healed", { name: "Maren", healed: 12, formula: "2d8+3" }));
    expect(actionLines().at(-1)!.rolls.map((roll: { total: number }) => roll.total)).toEqual([12]);
    expect(lastLine()).toContain(text("FRAY.Classic.Taken.Provokes", { names: "Orc" }));
    expect(offers().map((card) => card.flags.fray.classicOpportunity.watcherTokenUuid)).toEqual(["Scene.s.Token.orc"]);
  });

  it("from a potion belt it is a swift action and provokes nothing", async () => {
    setUp({ belt: true });
    await marensTurn();
    double.dice.push(8, 8);
    await take("p1", "maren", "drinkPotion", "potion");
    expect(hp()).toBe(20);
    expect(budgetOf(fight.combat, "maren")).toMatchObject({ moves: 0, swift: true });
    expect(lastLine()).toContain(text("FRAY.Classic.Taken.Line", { name: "Maren", action: "drinks Potion of Healing from a potion belt", slot: "swift action" }));
    expect(offers()).toHaveLength(0);
  });

  it("charging, Maren drinks as the charge's one swift action (the Charge Swift Exception); a second swift action is refused", async () => {
    await marensTurn();
    await fight.creatures.maren!.toggleStatusEffect("charging", { active: true });
    await storeEconomy(fight.combat.combatants.get("maren"), { ...budgetOf(fight.combat, "maren"), standard: "fullRound" });
    double.dice.push(4, 5);
    await take("p1", "maren", "drinkPotion", "potion");
    expect(hp()).toBe(17);
    expect(budgetOf(fight.combat, "maren")).toMatchObject({ standard: "fullRound", swift: true });
    expect(lastLine()).toContain(text("FRAY.Classic.Taken.Line", { name: "Maren", action: "drinks Potion of Healing as its one swift action while charging", slot: "swift action" }));
    expect(offers()).toHaveLength(0);
    const lines = actionLines().length;
    await take("p1", "maren", "swift");
    expect(actionLines()).toHaveLength(lines);
  });

  it("after a full-round action that is no charge, even a potion from a belt is past the budget", async () => {
    setUp({ belt: true });
    await marensTurn();
    await storeEconomy(fight.combat.combatants.get("maren"), { ...budgetOf(fight.combat, "maren"), standard: "fullRound" });
    await take("p1", "maren", "drinkPotion", "potion");
    expect(potion().system.quantity).toBe(2);
    expect(budgetOf(fight.combat, "maren").swift).toBe(false);
  });

  it("with no potion left the GM refuses and nothing is spent", async () => {
    await marensTurn();
    potion().system.quantity = 0;
    await take("p1", "maren", "drinkPotion", "potion");
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Classic.Taken.Refusal.NoPotion"));
    expect(budgetOf(fight.combat, "maren").moves).toBe(0);
  });
});

describe("the standard action may become a second move, never the reverse", () => {
  it("two moves: the second gives up the standard, and a spell is then past the budget", async () => {
    await marensTurn();
    await take("p1", "maren", "move");
    await take("p1", "maren", "move");
    expect(budgetOf(fight.combat, "maren")).toMatchObject({ moves: 2, standard: "move" });
    expect(lastLine()).toContain(text("FRAY.Classic.Taken.StandardGivenUp"));
    confirms.push(false);
    await cast("p1", "maren");
    expect(confirmed.at(-1)?.content).toContain(text("FRAY.Classic.Action.Refusal.standardGivenUp"));
    expect(actionLines()).toHaveLength(2);
  });

  it("a spell, then a move: no second move is left", async () => {
    await marensTurn();
    await cast("p1", "maren");
    await take("p1", "maren", "move");
    confirms.push(false);
    await take("p1", "maren", "move");
    expect(confirmed.at(-1)?.content).toContain(text("FRAY.Classic.Action.Refusal.moveSpent"));
    expect(budgetOf(fight.combat, "maren")).toMatchObject({ moves: 1, standard: "standard" });
  });

  it("using an item next to the orc provokes nothing; casting a spell there does", async () => {
    await marensTurn();
    await take("p1", "maren", "useItem");
    expect(offers()).toHaveLength(0);
    confirms.push(true);
    await cast("p1", "maren");
    expect(offers()).toHaveLength(1);
    expect(lastLine()).toContain(text("FRAY.Classic.Taken.Provokes", { names: "Orc" }));
  });
});

describe("over the budget", () => {
  it("the player is asked; confirming takes the action anyway and the GM is told", async () => {
    await marensTurn();
    await cast("p1", "maren");
    confirms.push(true);
    await cast("p1", "maren");
    expect(confirmed).toHaveLength(1);
    expect(actionLines()).toHaveLength(2);
    expect(gmWhispers()).toHaveLength(1);
    expect(gmWhispers()[0]!.whisper).toEqual(["gm"]);
  });

  it("out of her turn only immediate actions are allowed: a move is refused, and her player is not offered to go ahead", async () => {
    await begin();
    await take("p1", "maren", "move");
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Classic.Action.Refusal.notYourTurn"));
    expect(confirmed).toHaveLength(0);
    expect(actionLines()).toHaveLength(0);
  });
});

describe("the other actions", () => {
  it("dropping prone sets prone and provokes; standing up takes it off", async () => {
    await marensTurn();
    await take("p1", "maren", "dropProne");
    expect(fight.creatures.maren!.statuses.has("prone")).toBe(true);
    expect(offers()).toHaveLength(1);
    await take("p1", "maren", "standUp");
    expect(fight.creatures.maren!.statuses.has("prone")).toBe(false);
  });

  it("a weapon drawn standing still is a move that provokes; during a move it is free and does not", async () => {
    await marensTurn();
    await take("p1", "maren", "drawWeapon");
    expect(budgetOf(fight.combat, "maren").moves).toBe(1);
    expect(offers()).toHaveLength(1);
    await take("p1", "maren", "drawWeapon");
    expect(budgetOf(fight.combat, "maren")).toMatchObject({ moves: 1, free: ["drawWeapon"] });
    expect(offers()).toHaveLength(1);
  });

  it("no two free actions the same: speaking twice asks first", async () => {
    await marensTurn();
    await take("p1", "maren", "speak");
    expect(lastLine()).toBe(text("FRAY.Classic.Taken.FreeLine", { name: "Maren", action: "speak" }));
    confirms.push(false);
    await take("p1", "maren", "speak");
    expect(confirmed.at(-1)?.content).toContain(text("FRAY.Classic.Action.Refusal.sameFreeAction"));
    await take("p1", "maren", "free:knowledge");
    expect(budgetOf(fight.combat, "maren").free).toEqual(["speak", "knowledge"]);
  });

  it("a swift action: one a round", async () => {
    await marensTurn();
    await take("p1", "maren", "swift");
    expect(budgetOf(fight.combat, "maren").swift).toBe(true);
  });

  it("Pip's player cannot act for Maren", async () => {
    await marensTurn();
    double.actAs("p2");
    expect(await askGm(CLASSIC_TAKE_ACTION, { tokenUuid: "Scene.s.Token.maren", actionId: "move" })).toMatchObject({ ok: false, reason: "FRAY.Classic.Taken.Refusal.NotOwner" });
    double.actAs("gm");
    expect(budgetOf(fight.combat, "maren").moves).toBe(0);
  });

  it("out of a fight there is no budget: the potion is drunk all the same", async () => {
    double.dice.push(1, 1);
    await take("p1", "maren", "drinkPotion", "potion");
    expect(hp()).toBe(10);
    expect(offers()).toHaveLength(0);
  });
});
