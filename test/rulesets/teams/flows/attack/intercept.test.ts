/**
 * Intercept on the teams attack card: an ally within one Move steps in, the two tokens swap places, and
 * the same rolls meet the interceptor's evasion and deflection; its free defensive reaction costs
 * stamina but no second reaction; who may not intercept sees no button and is refused; Undo puts the
 * target, the places, the stamina and the budget back.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fakeCardHtml } from "../../../../foundry-double/actions";
import { double, fighter, freshScene, startFight, type Fighter, askGm, lastCard, text, CARD_COMMANDS, TEAMS_ATTACK_COMMAND, ATTACK_REFUSAL, TEAMS_ECONOMY_REFUSAL, wireCardButtons } from "./fight";

const { teamsAttackButtons } = await import("../../../../../src/rulesets/teams/flows/card/buttons");
const { INTERCEPT_REFUSAL } = await import("../../../../../src/rulesets/teams/rules/actions/intercept");
const { OFFER_REFUSAL } = await import("../../../../../src/rulesets/teams/rules/actions/offered-reactions");

type Plain = Record<string, any>;
let scene: Plain;
let boudica: Fighter;
let roland: Fighter;
let brute: Fighter;

const bite = { name: "Bite", attributes: { strength: true }, proficiencies: { martial: false }, damage: 6, damageType: "slashing", criticalDamage: 6, criticalThreshold: 30 };

/** Roland (p2) is Boudica's (p1) friend 3 m away, evasion 3, physical deflection 2, a metal sword (parry +2) in hand; the GM's brute stands next to Boudica. */
function setUp(roll: { at?: { x: number; y: number }; disposition?: number; fields?: Plain } = {}) {
  scene = freshScene();
  boudica = fighter({ id: "boudica", name: "Boudica", owners: ["p1"], at: { x: 0, y: 0 }, fields: { evasion: 2 } }, scene);
  roland = fighter({
    id: "roland", name: "Roland", owners: ["p2"], at: roll.at ?? { x: 3, y: 0 }, disposition: roll.disposition ?? 1,
    fields: { evasion: 3, deflection: { physical: 2, elemental: 0 }, ...roll.fields },
    items: [{ id: "sword", name: "Sword", kind: "weapon", fields: { parryValue: 2, metal: true, damageType: "slashing" } }],
  }, scene);
  brute = fighter({ id: "brute", name: "Brute", owners: [], at: { x: 0, y: 1 }, monster: true, disposition: -1, fields: { attacks: [bite] } }, scene);
}

beforeEach(() => setUp());

/** The brute bites Boudica: 2 + 2 = 4 against her evasion 2 hits for 4 + 6 = 10. */
async function biteBoudica(force = false) {
  double.actAs("gm");
  double.dice.push(2, 2, 10);
  const answer = await askGm(TEAMS_ATTACK_COMMAND, { attackerTokenUuid: "Scene.s.Token.brute", targetTokenUuid: "Scene.s.Token.boudica", source: { attackIndex: 0 }, choices: {}, ...(force ? { force: true } : {}) });
  expect(answer).toMatchObject({ ok: true });
  return lastCard();
}

async function intercept(userId: string, tokenUuid = "Scene.s.Token.roland") {
  double.actAs(userId);
  const answer = await askGm(CARD_COMMANDS.intercept, { messageId: lastCard().id, tokenUuid });
  await double.net.settle();
  return answer;
}

async function undo() {
  double.actAs("gm");
  expect(await askGm(CARD_COMMANDS.undo, { messageId: lastCard().id })).toEqual({ ok: true });
}

/** A combatant's stored budget in the combat's round state (the combatant's id is the fighter's). */
const budgetOf = (combat: Plain, id: string) => (combat.system.roundState.budgets as { id: string; budget: Plain }[]).find((entry) => entry.id === id)?.budget;
const applyLabel = (amount: number) => text("FRAY.Teams.Card.Button.Apply", { amount });
const title = (target: string) => text("FRAY.Teams.Card.Versus", { attacker: "Brute", target });
const square = (who: Fighter) => ({ x: (who.token.document as Plain).x / 100, y: (who.token.document as Plain).y / 100 });
const interceptLabel = text("FRAY.Teams.Card.Button.Intercept", { ally: "Roland" });

/** The card's buttons this user is shown, by action. */
function shown(userId: string): string[] {
  double.actAs(userId);
  const { html, buttons } = fakeCardHtml(lastCard().content);
  wireCardButtons(teamsAttackButtons, lastCard() as never, html);
  return buttons.filter((button) => !button.removed).map((button) => button.dataset.frayCardAction ?? "");
}

describe("an ally intercepts the brute's bite", () => {
  it("Roland steps in: the tokens swap, the same 4 meets his evasion 3 and hits for 10 − his deflection 2 = 8, 1 stamina spent", async () => {
    expect((await biteBoudica()).content).toContain(interceptLabel);
    expect(await intercept("p2")).toEqual({ ok: true });
    const content = lastCard().content;
    expect(content).toContain(title("Roland"));
    expect(content).toContain(text("FRAY.Teams.Card.VersusEvasion", { total: 4, evasion: 3 }));
    expect(content).toContain(applyLabel(8));
    expect(content).toContain(text("FRAY.Teams.Card.Step.intercept", { target: "Roland", intended: "Boudica" }));
    expect([square(roland), square(boudica)]).toEqual([{ x: 0, y: 0 }, { x: 3, y: 0 }]);
    expect(roland.actor.system.stamina.value).toBe(2);
    double.actAs("gm");
    await askGm(CARD_COMMANDS.apply, { messageId: lastCard().id });
    expect([roland.actor.system.endurance.value, boudica.actor.system.endurance.value]).toEqual([2, 10]);
  });

  it("with evasion 5 Roland turns the same roll into a miss: 4 vs 5, nothing to apply", async () => {
    setUp({ fields: { evasion: 5 } });
    await biteBoudica();
    await intercept("p2");
    expect(lastCard().content).toContain(text("FRAY.Teams.Card.Outcome.Miss"));
    expect(lastCard().content).not.toContain(applyLabel(10));
  });

  it("in a fight, the free Parry after Intercept costs 1 stamina but not a second reaction: 10 − (2 + 2) = 6", async () => {
    const combat = await startFight({ boudica, roland, brute }, { boudica: "party", roland: "party", brute: "foes" });
    await biteBoudica(true);
    expect(await intercept("p2")).toEqual({ ok: true });
    expect(shown("p2")).toContain("react");
    expect(lastCard().content).toContain(text("FRAY.Teams.Card.Cost.Free"));
    double.actAs("p2");
    expect(await askGm(CARD_COMMANDS.react, { messageId: lastCard().id, reaction: "parry", itemId: "sword" })).toEqual({ ok: true });
    expect(lastCard().content).toContain(applyLabel(6));
    expect(roland.actor.system.stamina.value).toBe(1);
    expect(budgetOf(combat, "roland")).toMatchObject({ reactionsLeft: 0, freeDefence: false });
    // The free reaction is taken: a Dodge now needs the round's reaction, which the Intercept spent.
    expect(await askGm(CARD_COMMANDS.react, { messageId: lastCard().id, reaction: "dodge" })).toMatchObject({ ok: false, reason: TEAMS_ECONOMY_REFUSAL.noReactionLeft });
  });

  it("only Roland's owner and the GM see his Intercept; Boudica's owner, no longer the target, sees no reaction after it", async () => {
    await biteBoudica();
    expect(shown("p2")).toEqual(["intercept"]);
    expect(shown("p1")).toEqual(["react"]);
    expect(shown("gm")).toEqual(["intercept", "react", "apply"]);
    await intercept("p2");
    expect(shown("p1")).toEqual([]);
    expect(shown("p2")).toEqual(["react", "react"]);
  });
});

describe("who may not intercept", () => {
  const noButton = async () => {
    await biteBoudica();
    expect(lastCard().content).not.toContain(interceptLabel);
  };

  it("a foe (hostile token outside a fight) sees no button and a forged Intercept is refused", async () => {
    setUp({ disposition: -1 });
    await noButton();
    expect(await intercept("p2")).toEqual({ ok: false, reason: INTERCEPT_REFUSAL.notAlly });
    expect(square(roland)).toEqual({ x: 3, y: 0 });
  });

  it("in a fight, the other team is no ally whatever the tokens' dispositions", async () => {
    await startFight({ boudica, roland, brute }, { boudica: "party", roland: "foes", brute: "foes" });
    await biteBoudica(true);
    expect(lastCard().content).not.toContain(interceptLabel);
    expect(await intercept("p2")).toEqual({ ok: false, reason: INTERCEPT_REFUSAL.notAlly });
  });

  it("beyond one Move: 5 squares diagonally are 5 + 2 = 7 m under alternating diagonals, more than his 6; 4 diagonally (6 m) is in reach", async () => {
    setUp({ at: { x: 5, y: 5 } });
    await noButton();
    expect(await intercept("p2")).toEqual({ ok: false, reason: INTERCEPT_REFUSAL.outOfReach, data: { speed: 6 } });
    setUp({ at: { x: 4, y: 4 } });
    expect((await biteBoudica()).content).toContain(interceptLabel);
  });

  it("an unconscious ally cannot intercept", async () => {
    setUp({ fields: { conditions: { unconscious: true } } });
    await noButton();
    expect(await intercept("p2")).toEqual({ ok: false, reason: OFFER_REFUSAL.unconscious });
  });

  it("an ally out of stamina cannot intercept, and nothing is spent or moved", async () => {
    setUp({ fields: { stamina: { value: 0, max: 3 } } });
    await noButton();
    expect(await intercept("p2")).toMatchObject({ ok: false, reason: TEAMS_ECONOMY_REFUSAL.notEnoughStamina });
    expect(square(roland)).toEqual({ x: 3, y: 0 });
  });

  it("another player cannot intercept for Roland: refused by name", async () => {
    await biteBoudica();
    expect(await intercept("p1")).toEqual({ ok: false, reason: ATTACK_REFUSAL.notOwner, data: { name: "Roland" } });
    expect(roland.actor.system.stamina.value).toBe(3);
  });

  it("once Boudica has reacted it is too late, and there is no second Intercept", async () => {
    await biteBoudica();
    double.actAs("p1");
    double.dice.push(1, 1, 10);
    await askGm(CARD_COMMANDS.react, { messageId: lastCard().id, reaction: "dodge" });
    expect(lastCard().content).not.toContain(interceptLabel);
    expect(await intercept("p2")).toEqual({ ok: false, reason: INTERCEPT_REFUSAL.tooLate });
  });
});

describe("Undo of an Intercept", () => {
  it("puts Boudica back as the target, both tokens back in place, and Roland's stamina and reaction back", async () => {
    const combat = await startFight({ boudica, roland, brute }, { boudica: "party", roland: "party", brute: "foes" });
    await biteBoudica(true);
    const budgetsBefore = JSON.stringify(combat.system.roundState.budgets);
    await intercept("p2");
    expect(budgetOf(combat, "roland")).toMatchObject({ reactionsLeft: 0, freeDefence: true });
    await undo();
    expect(lastCard().content).toContain(title("Boudica"));
    expect(lastCard().content).toContain(applyLabel(10));
    expect(lastCard().content).toContain(interceptLabel);
    expect([square(roland), square(boudica)]).toEqual([{ x: 3, y: 0 }, { x: 0, y: 0 }]);
    expect(roland.actor.system.stamina.value).toBe(3);
    expect(JSON.stringify(combat.system.roundState.budgets)).toBe(budgetsBefore);
    expect(lastCard().system.people.map((person: Plain) => person.name)).toEqual(["Boudica"]);
  });
});
