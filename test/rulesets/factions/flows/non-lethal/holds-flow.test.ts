/**
 * The hold a failed grapple leaves, through the Foundry double: kept in the fight's round state (the GM's),
 * read back by `grabbedBy`; the grabber shoves (freeing and pushing half a zone or into a hazard) or lets
 * go; anything else it does frees the grabbed; the grabbed breaks free with a STR save; a grabber brought
 * down lets go; Undo of the grapple ends the hold.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, CARD_COMMANDS, askAs, attackAs, balthasarAgainstBandit, beginTurn, budgetOf, double, giveStatuses, handleTurn, lastCard, startIndividual, step, text } from "../attack/fight";

const { registerFactionsActions } = await import("../../../../../src/rulesets/factions/flows/actions/register");
const { FACTIONS_TAKE_ACTION } = await import("../../../../../src/rulesets/factions/flows/actions/request");
const { grabbedBy, holdsIn } = await import("../../../../../src/rulesets/factions/flows/non-lethal/holds");
registerFactionsActions();

type Plain = Record<string, any>;
let creatures: Record<string, Plain>;
let combat: Plain;

const record = () => lastCard().system as Plain;
const tokenOf = (id: string) => creatures[id]!.getActiveTokens?.()[0]?.document ?? (globalThis as any).fromUuidSync(`Scene.s.Token.${id}`);
const grabbed = (id: string) => creatures[id]!.statuses.has("grabbed");
const actions = () => [...String(lastCard().content).matchAll(/data-fray-card-action="(\w+)"/g)].map((match) => match[1]);
const NOT_HELD = "FRAY.Factions.NonLethalFlow.Refusal.NotHeld";
const chatText = () => [...double.messages.values()].map((m: Plain) => String(m.content)).join("\n");

/** Balthasar grapples the bandit, which fails its STR save (15 against 10). */
async function balthasarHoldsBandit() {
  await attackAs("p1", "balthasar", "bandit", null, [], { nonLethal: "grapple" });
  await step("gm", CARD_COMMANDS.noReaction);
  await step("p1", CARD_COMMANDS.resolveNonLethal, [15]);
}

const take = (userId: string, who: string, action: string) =>
  askAs(userId, FACTIONS_TAKE_ACTION, { actorUuid: creatures[who]!.uuid, tokenUuid: `Scene.s.Token.${who}`, action, itemId: "", force: true }, []);

beforeEach(() => {
  ({ creatures, combat } = balthasarAgainstBandit());
});

describe("in a fight, the hold is the GM's", () => {
  beforeEach(async () => {
    await startIndividual([18, 5, 3]);
    await beginTurn("balthasar");
    await balthasarHoldsBandit();
  });

  it("the grab is kept in the fight's round state, and grabbedBy names the grabber", () => {
    expect(grabbed("bandit")).toBe(true);
    expect(holdsIn(combat as never)).toEqual([{ grabber: "Scene.s.Token.balthasar", grabbed: "Scene.s.Token.bandit", grabberName: "Balthasar", grabbedName: "Bandit" }]);
    expect(grabbedBy(tokenOf("bandit"))?.grabberName).toBe("Balthasar");
    expect(grabbedBy(tokenOf("balthasar"))).toBeNull();
    expect(actions()).toEqual(expect.arrayContaining(["shove", "release", "breakFree", "undo"]));
  });

  it("moving keeps hold; equipping something frees the bandit, and the chat says so", async () => {
    await take("p1", "balthasar", "move");
    expect(grabbed("bandit")).toBe(true);
    await take("p1", "balthasar", "equip");
    expect(grabbed("bandit")).toBe(false);
    expect(holdsIn(combat as never)).toEqual([]);
    expect(chatText()).toContain(text("FRAY.Factions.NonLethalFlow.Hold.FreedByAct", { grabber: "Balthasar", grabbed: "Bandit" }));
  });

  it("attacking the bandit keeps hold; attacking Sybilla lets it go", async () => {
    await attackAs("p1", "balthasar", "bandit", "sword", [], { force: true });
    expect(grabbed("bandit")).toBe(true);
    await attackAs("p1", "balthasar", "sybilla", "sword", [], { force: true });
    expect(grabbed("bandit")).toBe(false);
  });

  it("the shove is Balthasar's main action: spent on the grapple, so his player is refused; the GM's click goes ahead", async () => {
    const card = lastCard().id;
    expect(await step("p1", CARD_COMMANDS.shove, [], { type: "hazard" })).toMatchObject({ ok: false, reason: "FRAY.Factions.Action.Refusal.mainSpent" });
    expect(grabbed("bandit")).toBe(true);
    expect(await step("gm", CARD_COMMANDS.shove, [], { type: "hazard" })).toMatchObject({ ok: true });
    expect(lastCard().id).toBe(card);
    expect(grabbed("bandit")).toBe(false);
    expect(record().nonLethal).toMatchObject({ holdOver: true, holdLines: [{ key: "FRAY.Factions.NonLethalFlow.Hold.ShovedHazard" }] });
    expect(lastCard().content).toContain(text("FRAY.Factions.NonLethalFlow.Hold.ShovedHazard", { grabber: "Balthasar", grabbed: "Bandit" }));
    expect(actions()).not.toContain("shove");
    expect(await step("gm", CARD_COMMANDS.release)).toMatchObject({ ok: false, reason: NOT_HELD });
  });

  it("a grabber brought down lets go: the bandit's club drops Balthasar and the bandit is free", async () => {
    await attackAs("gm", "bandit", "balthasar", "club", [], { force: true });
    await step("gm", CARD_COMMANDS.noReaction);
    await step("gm", CARD_COMMANDS.rollDamage, [8]);
    expect(creatures.balthasar!.statuses.has("incapacitated")).toBe(true);
    expect(grabbed("bandit")).toBe(false);
    expect(holdsIn(combat as never)).toEqual([]);
  });

  it("Undo of the grapple ends the hold and gives the main action back", async () => {
    await step("gm", CARD_COMMANDS.undo);
    expect(grabbed("bandit")).toBe(false);
    expect(holdsIn(combat as never)).toEqual([]);
    expect(budgetOf(combat, "balthasar").main).toBe(false);
  });
});

describe("out of a fight, the grabbed status is the hold", () => {
  it("Balthasar's player shoves the bandit half a zone: freed, nothing spent", async () => {
    await balthasarHoldsBandit();
    expect(await step("p1", CARD_COMMANDS.shove, [], { type: "halfZone" })).toMatchObject({ ok: true });
    expect(grabbed("bandit")).toBe(false);
    expect(lastCard().content).toContain(text("FRAY.Factions.NonLethalFlow.Hold.ShovedHalfZone", { grabber: "Balthasar", grabbed: "Bandit" }));
  });

  it("letting go is free and ends the hold", async () => {
    await balthasarHoldsBandit();
    expect(await step("p1", CARD_COMMANDS.release)).toMatchObject({ ok: true });
    expect(grabbed("bandit")).toBe(false);
    expect(record().nonLethal.holdOver).toBe(true);
  });

  it("only the grabber's side shoves or lets go; only the grabbed's side breaks free", async () => {
    await balthasarHoldsBandit();
    expect(await step("p2", CARD_COMMANDS.shove, [], { type: "halfZone" })).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(await step("p2", CARD_COMMANDS.release)).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(await step("p1", CARD_COMMANDS.breakFree, [1])).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(grabbed("bandit")).toBe(true);
  });

  it("Balthasar, held by the bandit, tries to break free: 15 against STR 12 fails, 3 frees him", async () => {
    await attackAs("gm", "bandit", "balthasar", null, [], { nonLethal: "grapple" });
    await step("p1", CARD_COMMANDS.noReaction);
    await step("gm", CARD_COMMANDS.resolveNonLethal, [16]);
    expect(grabbed("balthasar")).toBe(true);
    expect(await step("p1", CARD_COMMANDS.breakFree, [15])).toMatchObject({ ok: true });
    expect(grabbed("balthasar")).toBe(true);
    expect(record().nonLethal.holdOver).toBe(false);
    expect(await step("p1", CARD_COMMANDS.breakFree, [3])).toMatchObject({ ok: true });
    expect(grabbed("balthasar")).toBe(false);
    expect(record().nonLethal.holdLines.map((l: Plain) => l.key)).toEqual(["FRAY.Factions.NonLethalFlow.Hold.StillHeld", "FRAY.Factions.NonLethalFlow.Hold.BrokeFree"]);
    expect(lastCard().content).toContain("Balthasar breaks free — ");
    expect(await step("p1", CARD_COMMANDS.breakFree, [1])).toMatchObject({ ok: false, reason: NOT_HELD });
  });
});

describe("Undo of the grapple after the hold's own buttons", () => {
  /** Balthasar ends his turn and the bandit, next in the order, begins its own. */
  async function banditsTurn() {
    await handleTurn({ combatId: "combat1", intent: { kind: "endTurn", combatantId: "balthasar" } }, "gm");
    await beginTurn("bandit");
  }

  it("the bandit breaks free on its turn (3 against STR 10), then the GM undoes the grapple: both main actions come back, no hold is left", async () => {
    await startIndividual([18, 5, 3]);
    await beginTurn("balthasar");
    await balthasarHoldsBandit();
    await banditsTurn();
    expect(await step("gm", CARD_COMMANDS.breakFree, [3])).toMatchObject({ ok: true });
    expect(budgetOf(combat, "bandit").main).toBe(true);
    expect(record()).toMatchObject({ holdSpent: [{ combatId: "combat1", combatantId: "bandit" }], holdEndedFrom: { held: true, grabbed: true } });
    expect(await step("gm", CARD_COMMANDS.undo)).toMatchObject({ ok: true });
    expect(budgetOf(combat, "bandit").main).toBe(false);
    expect(budgetOf(combat, "balthasar").main).toBe(false);
    expect(grabbed("bandit")).toBe(false);
    expect(holdsIn(combat as never)).toEqual([]);
  });

  it("a failed attempt (15 against STR 10) spent the bandit's main action too: Undo gives it back and ends the hold the grapple made", async () => {
    await startIndividual([18, 5, 3]);
    await beginTurn("balthasar");
    await balthasarHoldsBandit();
    await banditsTurn();
    await step("gm", CARD_COMMANDS.breakFree, [15]);
    expect(record().holdEndedFrom).toBeNull();
    await step("gm", CARD_COMMANDS.undo);
    expect(budgetOf(combat, "bandit").main).toBe(false);
    expect(grabbed("bandit")).toBe(false);
  });

  it("the bandit was already grabbed when Balthasar grappled it and he let go: Undo leaves it grabbed, as before the grapple", async () => {
    await giveStatuses(creatures.bandit!, ["grabbed"]);
    await balthasarHoldsBandit();
    await step("p1", CARD_COMMANDS.release);
    expect(grabbed("bandit")).toBe(false);
    expect(await step("gm", CARD_COMMANDS.undo)).toMatchObject({ ok: true });
    expect(grabbed("bandit")).toBe(true);
  });

  it("Balthasar's player cannot undo the grapple after letting go: the card and the bandit stay as they are", async () => {
    await balthasarHoldsBandit();
    await step("p1", CARD_COMMANDS.release);
    expect(await step("p1", CARD_COMMANDS.undo)).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.gmOnly });
    expect(record().undone).toBe(false);
    expect(grabbed("bandit")).toBe(false);
  });
});
