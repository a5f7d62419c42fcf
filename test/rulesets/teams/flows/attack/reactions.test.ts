/**
 * The target's reactions on the teams attack card, carried out by the GM for the target's owner: Dodge,
 * Parry and Block change the card's outcome; what they spend and wear is put back by Undo; the buttons
 * show only to whom they are for, and a card a player wrote is never acted on.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fakeCardHtml } from "../../../../foundry-double/actions";
import { double, fighter, freshScene, startFight, type Fighter, askGm, attackCards as cards, lastCard, text, CARD_COMMANDS, TEAMS_ATTACK_COMMAND, ATTACK_REFUSAL, TEAMS_ECONOMY_REFUSAL, wireCardButtons } from "./fight";

const { teamsAttackButtons } = await import("../../../../../src/rulesets/teams/flows/card/buttons");

const g = globalThis as Record<string, any>;

let boudica: Fighter;
let brute: Fighter;

/** Boudica (p1) holds a spear (parry +2, metal: durability 10) and a round shield (block 3, durability 10); the brute's bite deals 6 slashing. */
beforeEach(() => {
  const scene = freshScene();
  boudica = fighter({
    id: "boudica", name: "Boudica", owners: ["p1"], at: { x: 0, y: 0 },
    fields: { evasion: 2, endurance: { value: 12, max: 12 }, health: { value: 12, max: 12 } },
    items: [
      { id: "spear", name: "Spear", kind: "weapon", fields: { parryValue: 2, metal: true, damageType: "piercing" } },
      { id: "shield", name: "Round shield", kind: "shield", fields: { blockValue: 3, durability: { listed: 10, lost: 0 } } },
    ],
  }, scene);
  const bite = { name: "Bite", attributes: { strength: true }, proficiencies: { martial: false }, damage: 6, damageType: "slashing", criticalDamage: 6, criticalThreshold: 30 };
  brute = fighter({ id: "brute", name: "Brute", owners: [], at: { x: 1, y: 0 }, monster: true, fields: { attacks: [bite] } }, scene);
});


/** The GM's brute bites Boudica: 2 + 2 = 4 against evasion 2 hits for 4 + 6 = 10. */
async function bite(force = false) {
  double.actAs("gm");
  double.dice.push(2, 2, 10);
  const answer = await askGm(TEAMS_ATTACK_COMMAND, { attackerTokenUuid: "Scene.s.Token.brute", targetTokenUuid: "Scene.s.Token.boudica", source: { attackIndex: 0 }, choices: {}, ...(force ? { force: true } : {}) });
  expect(answer).toMatchObject({ ok: true });
  return lastCard();
}

async function react(userId: string, reaction: string, itemId?: string, dice: number[] = []) {
  double.actAs(userId);
  double.dice.push(...dice);
  const answer = await askGm(CARD_COMMANDS.react, { messageId: lastCard().id, reaction, ...(itemId ? { itemId } : {}) });
  await double.net.settle();
  return answer;
}

const applyLabel = (amount: number) => text("FRAY.Teams.Card.Button.Apply", { amount });
const lost = (itemId: string) => boudica.item(itemId).system.durability.lost;

describe("reactions change the card", () => {
  it("Parry with the spear: +2 to physical defense makes the bite 8, the spear loses 1 durability, 1 stamina is spent", async () => {
    expect((await bite()).content).toContain(applyLabel(10));
    expect(await react("p1", "parry", "spear")).toEqual({ ok: true });
    expect(lastCard().content).toContain(applyLabel(8));
    expect(lastCard().content).toContain(text("FRAY.Teams.Card.Step.parry", { target: "Boudica", item: "Spear", value: 2 }));
    expect([lost("spear"), boudica.actor.system.stamina.value]).toEqual([1, 2]);
  });

  it("Block with the shield: its block value of 3 comes off the 10, the shield takes the other 7 and nothing reaches Boudica", async () => {
    await bite();
    expect(await react("p1", "block", "shield")).toEqual({ ok: true });
    expect(lastCard().content).toContain(applyLabel(0));
    expect(lost("shield")).toBe(7);
  });

  it("Block with a shield of 4 durability: it breaks and the 3 beyond it reach Boudica, endurance first", async () => {
    boudica.item("shield").system.durability.listed = 4;
    await bite();
    await react("p1", "block", "shield");
    expect(lastCard().content).toContain(applyLabel(3));
    double.actAs("gm");
    await askGm(CARD_COMMANDS.apply, { messageId: lastCard().id });
    expect(boudica.actor.system.endurance.value).toBe(9);
  });

  it("Dodge: 4 + 4 meets the attack's 4, the bite misses, nothing to apply; Undo gives the stamina back", async () => {
    await bite();
    expect(await react("p1", "dodge", undefined, [4, 4, 10])).toEqual({ ok: true });
    expect(lastCard().content).toContain(text("FRAY.Teams.Card.Outcome.Miss"));
    expect(lastCard().content).not.toContain(applyLabel(10));
    expect(lastCard().content).toContain(text("FRAY.Teams.Card.Step.dodge.success", { target: "Boudica", total: 8, difficulty: 4 }));
    expect(boudica.actor.system.stamina.value).toBe(2);
    double.actAs("gm");
    expect(await askGm(CARD_COMMANDS.undo, { messageId: lastCard().id })).toEqual({ ok: true });
    expect(boudica.actor.system.stamina.value).toBe(3);
    expect(lastCard().content).toContain(applyLabel(10));
  });

  it("a failed Dodge leaves the hit as it was", async () => {
    await bite();
    await react("p1", "dodge", undefined, [1, 1, 10]);
    expect(lastCard().content).toContain(applyLabel(10));
  });

  it("Undo of a Block restores the shield's durability exactly", async () => {
    await bite();
    await react("p1", "block", "shield");
    double.actAs("gm");
    await askGm(CARD_COMMANDS.undo, { messageId: lastCard().id });
    expect(lost("shield")).toBe(0);
  });

  it("a broken shield cannot block: refused with the reason, nothing spent", async () => {
    boudica.item("spear").system.wielded = false;
    boudica.item("shield").system.durability.lost = 10;
    await bite();
    expect(await react("p1", "block", "shield")).toEqual({ ok: false, reason: TEAMS_ECONOMY_REFUSAL.itemBroken });
    expect(boudica.actor.system.stamina.value).toBe(3);
  });

  it("only the target's owner reacts: another player is refused by name", async () => {
    await bite();
    expect(await react("p2", "parry", "spear")).toEqual({ ok: false, reason: ATTACK_REFUSAL.notOwner, data: { name: "Boudica" } });
    expect(lost("spear")).toBe(0);
  });

  it("in a fight the reaction is the round's: after a Parry, a Dodge is refused (none left)", async () => {
    const combat = await startFight({ boudica, brute }, { boudica: "party", brute: "foes" });
    await bite(true);
    expect(await react("p1", "parry", "spear")).toEqual({ ok: true });
    expect(await react("p1", "dodge", undefined, [4, 4, 10])).toMatchObject({ ok: false, reason: TEAMS_ECONOMY_REFUSAL.noReactionLeft });
    expect(combat.system.roundState.budgets.length).toBeGreaterThan(0);
    // Undo gives the round's reaction back with the stamina and the spear's durability.
    double.actAs("gm");
    await askGm(CARD_COMMANDS.undo, { messageId: lastCard().id });
    expect([lost("spear"), boudica.actor.system.stamina.value]).toEqual([0, 3]);
    expect(await react("p1", "dodge", undefined, [4, 4, 10])).toEqual({ ok: true });
  });
});

describe("the card's buttons", () => {
  const shown = (userId: string) => {
    double.actAs(userId);
    const { html, buttons } = fakeCardHtml(lastCard().content);
    wireCardButtons(teamsAttackButtons, lastCard() as never, html);
    return buttons.filter((button) => !button.removed).map((button) => button.dataset.frayCardAction);
  };

  it("the target's owner sees the reactions, the GM also Apply; another player sees none", async () => {
    await bite();
    expect(shown("p1")).toEqual(["react", "react", "react", "react"]);
    expect(shown("gm")).toEqual(["react", "react", "react", "react", "apply"]);
    expect(shown("p2")).toEqual([]);
  });

  it("a player's look-alike card shows no buttons, and its steps are refused", async () => {
    const real = await bite();
    double.actAs("p1");
    const forged = await g.ChatMessage.create({ type: "teamsAttack", system: structuredClone(real.system), content: real.content, rolls: [] });
    const { html, buttons } = fakeCardHtml(forged.content);
    wireCardButtons(teamsAttackButtons, forged, html);
    expect(buttons.every((button) => button.removed)).toBe(true);
    expect(await askGm(CARD_COMMANDS.react, { messageId: forged.id, reaction: "parry", itemId: "spear" })).toEqual({ ok: false, reason: ATTACK_REFUSAL.notGmCard });
    expect(lost("spear")).toBe(0);
  });
});
