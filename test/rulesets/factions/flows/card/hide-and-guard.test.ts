/**
 * Hide behind and guard on the factions attack card, through the Foundry double: the target's owner names
 * a character on its side to hide behind, whose owner must agree (a refusal leaves the target to choose
 * again); the attack then turns on that one, who may react in turn, and the hider's turn is spent. A
 * companion who still has its turn may guard instead: it becomes the target, spends its turn and can
 * neither dodge nor counter. Forged payloads change nothing; Undo gives back every turn spent.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, CARD_COMMANDS, attackAs, beginTurn, budgetOf, factionsFight, handleTurn, lastCard, askAs, resetDoubles, startFactions, step, trackerStatus, text } from "../attack/fight";

type Plain = Record<string, any>;
const { addHold } = await import("../../../../../src/rulesets/factions/flows/non-lethal/holds");
let combat: Plain;
let creatures: Record<string, Plain>;

const token = (id: string) => `Scene.s.Token.${id}`;
const record = () => lastCard().system as Plain;
const health = (id: string) => creatures[id]!.system.health.value;

/**
 * The bandit (the GM's) swings its club at Sybilla (p2). Balthasar (p1) stands with her; Theobald (p3) is
 * of their party too; the bandit's mate is on the other side.
 */
function fight() {
  resetDoubles();
  const party = (id: string, name: string, owners: string[], agi: number) => ({ id, name, owners, fields: { faction: "Party", scores: { str: 10, agi, wit: 10 }, health: { value: 8, max: 8 } } });
  ({ combat, creatures } = factionsFight([
    { id: "bandit", name: "Bandit", owners: [], monster: true, fields: { faction: "Bandits", scores: { str: 10, agi: 10, wit: 10 }, health: { value: 6, max: 6 } }, items: [{ id: "club", name: "Club", kind: "weapon", fields: { damage: "1d6", equipped: true } }] },
    party("sybilla", "Sybilla", ["p2"], 9),
    party("balthasar", "Balthasar", ["p1"], 12),
    party("theobald", "Theobald", ["p3"], 8),
    { id: "mate", name: "Bandit's mate", owners: [], monster: true, fields: { faction: "Bandits", health: { value: 6, max: 6 } } },
  ]));
}

beforeEach(() => fight());

/** The fight starts, the party passes, and the bandit takes its turn. */
async function banditsTurn() {
  await startFactions();
  await handleTurn({ combatId: "combat1", intent: { kind: "pass", groupId: "party" } }, "gm");
  await beginTurn("bandit");
}

const clubSybilla = () => attackAs("gm", "bandit", "sybilla", "club", []);

describe("hide behind a nearby character who agrees", () => {
  it("Sybilla is offered to hide behind Balthasar or Theobald, never behind the bandits", async () => {
    const { card } = await clubSybilla();
    expect(card!.system.shields.map((p: Plain) => p.name)).toEqual(["Balthasar", "Theobald"]);
    expect(card!.content).toContain("Hide behind Balthasar");
    expect(card!.content).not.toContain("Hide behind Bandit");
  });

  it("Balthasar's owner agrees: the attack turns on him, he may dodge in turn, and Sybilla's turn is spent", async () => {
    await banditsTurn();
    await clubSybilla();
    expect(await step("p2", CARD_COMMANDS.hideBehind, [], { token: token("balthasar") })).toMatchObject({ ok: true });
    expect(record().hidingBehind).toMatchObject({ name: "Balthasar" });
    expect(lastCard().content).toContain("Sybilla asks to hide behind Balthasar, who must agree.");
    expect(await step("p2", CARD_COMMANDS.dodge, [1])).toMatchObject({ ok: false, reason: "FRAY.Factions.AttackFlow.Redirect.Refusal.AskPending" });
    expect(await step("p1", CARD_COMMANDS.agreeHide)).toMatchObject({ ok: true });
    expect(record()).toMatchObject({ target: { name: "Balthasar" }, reaction: "offered", reactions: ["dodge", "counter"], hidingBehind: null });
    expect(record().shields.map((p: Plain) => p.name)).toEqual(["Theobald"]);
    expect(lastCard().content).toContain("Sybilla hides behind Balthasar: the attack turns on Balthasar.");
    expect(budgetOf(combat, "sybilla").reacted).toBe(true);
    expect(trackerStatus(combat, "sybilla")).toBe("acted");
    // Balthasar dodges in turn: 11 against AGI 12 passes, the club misses, and his turn is spent too.
    expect(await step("p1", CARD_COMMANDS.dodge, [11])).toMatchObject({ ok: true });
    expect(record()).toMatchObject({ reaction: "dodge", hit: false });
    expect(trackerStatus(combat, "balthasar")).toBe("acted");
  });

  it("the blow lands on the one hidden behind", async () => {
    await clubSybilla();
    await step("p2", CARD_COMMANDS.hideBehind, [], { token: token("balthasar") });
    await step("p1", CARD_COMMANDS.agreeHide);
    await step("gm", CARD_COMMANDS.noReaction);
    await step("gm", CARD_COMMANDS.rollDamage, [5]);
    expect(health("balthasar")).toBe(3);
    expect(health("sybilla")).toBe(8);
  });

  it("only Balthasar's owner may agree for him: Sybilla's player cannot", async () => {
    await clubSybilla();
    await step("p2", CARD_COMMANDS.hideBehind, [], { token: token("balthasar") });
    expect(await step("p2", CARD_COMMANDS.agreeHide)).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(record().target.name).toBe("Sybilla");
  });

  it("Balthasar refuses: Sybilla chooses again, without him on offer", async () => {
    await clubSybilla();
    await step("p2", CARD_COMMANDS.hideBehind, [], { token: token("balthasar") });
    expect(await step("p1", CARD_COMMANDS.declineHide)).toMatchObject({ ok: true });
    expect(record()).toMatchObject({ target: { name: "Sybilla" }, reaction: "offered", hidingBehind: null });
    expect(record().shields.map((p: Plain) => p.name)).toEqual(["Theobald"]);
    expect(await step("p2", CARD_COMMANDS.hideBehind, [], { token: token("balthasar") })).toMatchObject({ ok: false, reason: "FRAY.Factions.AttackFlow.Redirect.Refusal.NotOffered" });
  });

  it("forged asks change nothing: hiding behind a bandit, asking for someone else's target, agreeing unasked", async () => {
    await clubSybilla();
    expect(await step("p2", CARD_COMMANDS.hideBehind, [], { token: token("mate") })).toMatchObject({ ok: false, reason: "FRAY.Factions.AttackFlow.Redirect.Refusal.NotOffered" });
    expect(await step("p1", CARD_COMMANDS.hideBehind, [], { token: token("balthasar") })).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(await step("p1", CARD_COMMANDS.agreeHide)).toMatchObject({ ok: false, reason: "FRAY.Factions.AttackFlow.Redirect.Refusal.NothingAsked" });
    expect(record()).toMatchObject({ target: { name: "Sybilla" }, hidingBehind: null });
  });
});

describe("hide behind the one you are grabbing", () => {
  it("Sybilla, grabbing the bandit's mate, hides behind it without asking: it becomes the target at once and her turn is spent", async () => {
    await banditsTurn();
    const tokenOf = (id: string) => creatures[id]!.getActiveTokens()[0].document;
    await addHold(tokenOf("sybilla"), tokenOf("mate"));
    const { card } = await clubSybilla();
    expect(card!.system.shields.map((p: Plain) => p.name)).toEqual(["Balthasar", "Theobald", "Bandit's mate"]);
    expect(await step("p2", CARD_COMMANDS.hideBehind, [], { token: token("mate") })).toMatchObject({ ok: true });
    expect(record()).toMatchObject({ target: { name: "Bandit's mate" }, hidingBehind: null, turnedFrom: [{ name: "Sybilla", by: "hideBehind" }] });
    expect(trackerStatus(combat, "sybilla")).toBe("acted");
  });
});

describe("guard", () => {
  it("Balthasar guards Sybilla: he becomes the target, spends his turn and is offered no dodge or counter", async () => {
    await banditsTurn();
    const { card } = await clubSybilla();
    expect(card!.system.guardians.map((p: Plain) => p.name)).toEqual(["Balthasar", "Theobald"]);
    expect(card!.content).toContain(">Balthasar guards<");
    expect(await step("p1", CARD_COMMANDS.guard, [], { token: token("balthasar") })).toMatchObject({ ok: true });
    expect(record()).toMatchObject({ target: { name: "Balthasar" }, guarding: true, reaction: "none", reactions: [], shields: [], guardians: [] });
    expect(lastCard().content).toContain("Balthasar guards Sybilla");
    expect(lastCard().content).not.toContain('data-fray-card-action="dodge"');
    expect(await step("p1", CARD_COMMANDS.dodge)).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.noReaction });
    expect(trackerStatus(combat, "balthasar")).toBe("acted");
    expect(trackerStatus(combat, "sybilla")).toBe("waiting");
    await step("gm", CARD_COMMANDS.rollDamage, [6]);
    expect(health("balthasar")).toBe(2);
  });

  it("only a guardian's owner may guard with it, and only one the card offers", async () => {
    await clubSybilla();
    expect(await step("p2", CARD_COMMANDS.guard, [], { token: token("balthasar") })).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(await step("gm", CARD_COMMANDS.guard, [], { token: token("mate") })).toMatchObject({ ok: false, reason: "FRAY.Factions.AttackFlow.Redirect.Refusal.NotOffered" });
    expect(record().target.name).toBe("Sybilla");
  });

  it("no guarding once damage is rolled", async () => {
    await clubSybilla();
    await step("gm", CARD_COMMANDS.noReaction);
    await step("gm", CARD_COMMANDS.rollDamage, [2]);
    expect(await step("p1", CARD_COMMANDS.guard, [], { token: token("balthasar") })).toMatchObject({ ok: false });
    expect(lastCard().content).not.toContain(">Balthasar guards<");
  });

  it("a companion who already took its turn is not offered to guard", async () => {
    await banditsTurn();
    await attackAs("gm", "bandit", "balthasar", "club", []);
    await step("p1", CARD_COMMANDS.dodge, [11]);
    const { card } = await attackAs("gm", "bandit", "sybilla", "club", [], { force: true });
    expect(card!.system.guardians.map((p: Plain) => p.name)).toEqual(["Theobald"]);
    expect(card!.system.shields.map((p: Plain) => p.name)).toEqual(["Balthasar", "Theobald"]);
  });
});

describe("Undo gives back every turn the card's reactions spent", () => {
  it("after Sybilla hid behind Balthasar and he dodged, both have their turns again", async () => {
    await banditsTurn();
    await clubSybilla();
    await step("p2", CARD_COMMANDS.hideBehind, [], { token: token("balthasar") });
    await step("p1", CARD_COMMANDS.agreeHide);
    await step("p1", CARD_COMMANDS.dodge, [15]);
    await step("gm", CARD_COMMANDS.rollDamage, [3]);
    expect(health("balthasar")).toBe(5);
    expect(await step("gm", CARD_COMMANDS.undo)).toMatchObject({ ok: true });
    expect(health("balthasar")).toBe(8);
    for (const id of ["sybilla", "balthasar"]) {
      expect(budgetOf(combat, id).reacted).toBe(false);
      expect(trackerStatus(combat, id)).toBe("waiting");
    }
    expect(lastCard().content).toContain(text("FRAY.Factions.AttackFlow.Card.Undone"));
  });

  it("after Balthasar guarded Sybilla, his turn is back and he may guard her again", async () => {
    await banditsTurn();
    await clubSybilla();
    await step("p1", CARD_COMMANDS.guard, [], { token: token("balthasar") });
    await step("gm", CARD_COMMANDS.undo);
    expect(trackerStatus(combat, "balthasar")).toBe("waiting");
    expect(budgetOf(combat, "balthasar").reacted).toBe(false);
    const { card } = await attackAs("gm", "bandit", "sybilla", "club", [], { force: true });
    expect(card!.system.guardians.map((p: Plain) => p.name)).toEqual(["Balthasar", "Theobald"]);
  });

  it("a turn spent in an earlier round is not given back twice: the new round already did", async () => {
    await banditsTurn();
    await clubSybilla();
    await step("p1", CARD_COMMANDS.guard, [], { token: token("balthasar") });
    await handleTurn({ combatId: "combat1", intent: { kind: "nextRound" } }, "gm");
    await handleTurn({ combatId: "combat1", intent: { kind: "chooseFirst", groupId: "party" } }, "gm");
    await beginTurn("balthasar");
    await handleTurn({ combatId: "combat1", intent: { kind: "endTurn", combatantId: "balthasar" } }, "gm");
    expect(trackerStatus(combat, "balthasar")).toBe("acted");
    const card = lastCard();
    await askAs("gm", CARD_COMMANDS.undo, { messageId: card.id }, []);
    expect(trackerStatus(combat, "balthasar")).toBe("acted");
  });
});

describe("a stunt and a hide-behind ask never stand together", () => {
  it("while the bandit's stunt waits on the GM, Sybilla's player cannot hide behind Balthasar through a forged click", async () => {
    await clubSybilla();
    expect(await step("gm", CARD_COMMANDS.proposeStunt, [], { effect: "knock her sword away" })).toMatchObject({ ok: true });
    expect(await step("p2", CARD_COMMANDS.hideBehind, [], { token: token("balthasar") })).toMatchObject({ ok: false, reason: "FRAY.Factions.AttackFlow.Stunt.Refusal.Pending" });
    expect(record().hidingBehind).toBeNull();
    expect(record().target.name).toBe("Sybilla");
  });

  it("while Sybilla's ask waits on Balthasar's answer, the bandit cannot slip a stunt in", async () => {
    await clubSybilla();
    await step("p2", CARD_COMMANDS.hideBehind, [], { token: token("balthasar") });
    expect(await step("gm", CARD_COMMANDS.proposeStunt, [], { effect: "knock her sword away" })).toMatchObject({ ok: false, reason: "FRAY.Factions.AttackFlow.Redirect.Refusal.AskPending" });
    expect(record().stunt).toBeNull();
  });
});
