/**
 * Opportunity attacks on movement, through the Foundry double: when a fighter moves away from a nearby
 * enemy during a started fight, that enemy's owners (and the GMs) are whispered an offer; taking it spends
 * the enemy's turn as a reaction and posts an attack card against the mover, who cannot react to it; the
 * card says the move was interrupted and whether it resumes. Moving toward someone offers nothing.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, CARD_COMMANDS, askAs, balthasarAgainstBandit, beginTurn, budgetOf, double, handleTurn, lastCard, startFactions, step, trackerStatus } from "../attack/fight";
import { combatSeen, drawRegions, moveToken, place, sceneOf, THREE_ROOMS } from "../zones/zones-fight";

type Plain = Record<string, any>;
const { registerFactionsOpportunity } = await import("../../../../../src/rulesets/factions/flows/opportunity/register");
const { FACTIONS_OPPORTUNITY_COMMAND } = await import("../../../../../src/rulesets/factions/flows/opportunity/keys");
registerFactionsOpportunity();

let combat: Plain;
let creatures: Record<string, Plain>;

/** The offers whispered so far, each with whom it is whispered to. */
const offers = () => [...double.messages.values()].filter((m) => m.flags?.fray?.factionsOpportunity);
const offerFor = (watcher: string) => offers().find((m) => m.flags.fray.factionsOpportunity.watcherTokenUuid === `Scene.s.Token.${watcher}`)!;
const take = (userId: string, watcher: string, dice: number[] = []) => askAs(userId, FACTIONS_OPPORTUNITY_COMMAND, { messageId: offerFor(watcher).id }, dice);

/**
 * Balthasar (p1) at square 0, the bandit (the GM's) beside him at square 1, Sybilla (p2) at square 2: the
 * fight starts, the party passes, and it is the bandit's turn.
 */
async function banditsTurn(zones = false, banditAt = 100) {
  ({ combat, creatures } = balthasarAgainstBandit());
  if (zones) drawRegions(sceneOf(creatures), THREE_ROOMS);
  place(creatures, "bandit", banditAt, 0);
  await startFactions();
  await combatSeen(combat);
  await handleTurn({ combatId: "combat1", intent: { kind: "pass", groupId: "party" } }, "gm");
  await beginTurn("bandit");
}

const banditMoves = (x: number, y: number) => moveToken(creatures, "bandit", x, y, "gm");

beforeEach(() => banditsTurn());

describe("an opportunity attack is offered to the enemies a fighter moves away from", () => {
  it("the bandit runs off: Balthasar's and Sybilla's owners are each whispered an offer", async () => {
    await banditMoves(600, 0);
    expect(offers().map((m) => m.whisper)).toEqual([["p1", "gm"], ["p2", "gm"]]);
    expect(offerFor("balthasar").content).toContain("Bandit moves away from Balthasar");
  });

  it("stepping round them, still beside both, offers nothing", async () => {
    await banditMoves(100, 100);
    expect(offers()).toHaveLength(0);
  });

  it("moving toward them from afar offers nothing", async () => {
    await banditsTurn(false, 600);
    await banditMoves(300, 0);
    expect(offers()).toHaveLength(0);
  });

  it("a fighter moving away from its own side is offered nothing: Balthasar steps away from Sybilla on his turn", async () => {
    ({ combat, creatures } = balthasarAgainstBandit());
    place(creatures, "bandit", 900, 900);
    await startFactions();
    await combatSeen(combat);
    await beginTurn("balthasar");
    place(creatures, "sybilla", 100, 0);
    await combatSeen(combat);
    await moveToken(creatures, "balthasar", 0, 500, "p1");
    expect(offers()).toHaveLength(0);
  });

  it("with zones drawn, leaving the zone the enemy stands in provokes; moving within it does not", async () => {
    await banditsTurn(true);
    await banditMoves(200, 100);
    expect(offers()).toHaveLength(0);
    await banditMoves(400, 0);
    expect(offers().map((m) => m.whisper)).toEqual([["p1", "gm"], ["p2", "gm"]]);
  });
});

describe("taking the opportunity attack", () => {
  it("Balthasar strikes with his sword: his turn is spent, and the bandit cannot react to it", async () => {
    await banditMoves(600, 0);
    const { answer, card } = await take("p1", "balthasar");
    expect(answer).toMatchObject({ ok: true });
    expect(card!.system).toMatchObject({ opportunity: true, reaction: "none", reactions: [], shields: [], guardians: [], target: { name: "Bandit" }, weaponName: "Arming sword" });
    expect(card!.content).toContain("move is interrupted");
    expect(card!.content).not.toContain('data-fray-card-action="dodge"');
    expect(await step("gm", CARD_COMMANDS.dodge)).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.noReaction });
    expect(budgetOf(combat, "balthasar")).toMatchObject({ reacted: true, main: false });
    expect(trackerStatus(combat, "balthasar")).toBe("acted");
    expect(offerFor("balthasar").content).toContain("Balthasar made the opportunity attack on Bandit.");
  });

  it("a blow that leaves the bandit standing lets its move resume", async () => {
    await banditMoves(600, 0);
    await take("p1", "balthasar");
    expect(lastCard().content).not.toContain("The move resumes.");
    await step("p1", CARD_COMMANDS.rollDamage, [3]);
    expect(creatures.bandit!.system.health.value).toBe(4);
    expect(lastCard().content).toContain("The move resumes.");
  });

  it("a blow that drops the bandit ends its move", async () => {
    await banditMoves(600, 0);
    await take("p1", "balthasar");
    await step("p1", CARD_COMMANDS.rollDamage, [8]);
    expect(creatures.bandit!.system.health.value).toBe(0);
    expect(lastCard().content).toContain("The move ends here");
    expect(lastCard().content).not.toContain("The move resumes.");
  });

  it("only the watcher's owner may take its offer, and only once; a forged message id is refused", async () => {
    await banditMoves(600, 0);
    expect((await take("p2", "balthasar")).answer).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect((await askAs("p1", FACTIONS_OPPORTUNITY_COMMAND, { messageId: lastCard()?.id ?? "nope" }, [])).answer).toMatchObject({ ok: false, reason: "FRAY.Factions.Opportunity.Refusal.NotOffer" });
    expect((await take("p1", "balthasar")).answer).toMatchObject({ ok: true });
    expect((await take("p1", "balthasar")).answer).toMatchObject({ ok: false, reason: "FRAY.Factions.Opportunity.Refusal.Taken" });
  });

  it("Undo gives the turn back", async () => {
    await banditMoves(600, 0);
    await take("p1", "balthasar");
    await step("gm", CARD_COMMANDS.undo);
    expect(trackerStatus(combat, "balthasar")).toBe("waiting");
    expect(budgetOf(combat, "balthasar").reacted).toBe(false);
  });
});
