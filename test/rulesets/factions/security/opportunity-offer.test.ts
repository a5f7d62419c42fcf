/**
 * A player with a browser console against the whispered opportunity offer: the offer is the GM's message
 * (only its author or a GM may update a ChatMessage), a copy the player posts pays for nothing, and an
 * offer left untaken is for that move alone — not a free strike in a later round or another fight.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ATTACK_REFUSAL, askAs, balthasarAgainstBandit, beginTurn, budgetOf, double, handleTurn, startFactions, trackerStatus } from "../flows/attack/fight";
import { combatSeen, moveToken, place } from "../flows/zones/zones-fight";

type Plain = Record<string, any>;
const { registerFactionsOpportunity } = await import("../../../../src/rulesets/factions/flows/opportunity/register");
const { FACTIONS_OPPORTUNITY_COMMAND, OPPORTUNITY_REFUSAL } = await import("../../../../src/rulesets/factions/flows/opportunity/keys");
registerFactionsOpportunity();

let combat: Plain;
let creatures: Record<string, Plain>;

const attackCards = () => [...double.messages.values()].filter((m) => m.type === "factionsAttack");
const offerFor = (watcher: string) => [...double.messages.values()].find((m) => m.flags?.fray?.factionsOpportunity?.watcherTokenUuid === `Scene.s.Token.${watcher}`)!;
const take = (userId: string, messageId: string) => askAs(userId, FACTIONS_OPPORTUNITY_COMMAND, { messageId }, []);

/** Balthasar (p1) beside the bandit; the party passes; the bandit's turn: it runs off, and Balthasar is offered a strike. */
beforeEach(async () => {
  ({ combat, creatures } = balthasarAgainstBandit());
  place(creatures, "bandit", 100, 0);
  await startFactions();
  await combatSeen(combat);
  await handleTurn({ combatId: "combat1", intent: { kind: "pass", groupId: "party" } }, "gm");
  await beginTurn("bandit");
  await moveToken(creatures, "bandit", 600, 0, "gm");
});

describe("the whispered opportunity offer, against a player's console", () => {
  it("a player cannot rewrite the GM's offer: naming Sybilla as the watcher is refused by Foundry", async () => {
    const offer = offerFor("balthasar");
    double.actAs("p1");
    await expect(offer.update({ flags: { fray: { factionsOpportunity: { watcherTokenUuid: "Scene.s.Token.sybilla" } } } })).rejects.toThrow();
    expect(offer.flags.fray.factionsOpportunity.watcherTokenUuid).toBe("Scene.s.Token.balthasar");
  });

  it("a copy of the offer the player posts is no offer: refused, no card, Balthasar's turn untouched", async () => {
    double.actAs("p1");
    const forged = await ChatMessage.create({ content: "", flags: { fray: { factionsOpportunity: { ...offerFor("balthasar").flags.fray.factionsOpportunity } } } } as never);
    const { answer } = await take("p1", (forged as unknown as Plain).id);
    expect(answer).toMatchObject({ ok: false, reason: OPPORTUNITY_REFUSAL.notOffer });
    expect(attackCards()).toHaveLength(0);
    expect(budgetOf(combat, "balthasar").reacted).toBe(false);
  });

  it("an offer left untaken is gone next round: taking it then is refused, and no blow lands on the bandit far away", async () => {
    await handleTurn({ combatId: "combat1", intent: { kind: "nextRound" } }, "gm");
    const { answer } = await take("p1", offerFor("balthasar").id);
    expect(answer).toMatchObject({ ok: false, reason: OPPORTUNITY_REFUSAL.stale });
    expect(attackCards()).toHaveLength(0);
    expect(budgetOf(combat, "balthasar").reacted).toBe(false);
    expect(trackerStatus(combat, "balthasar")).not.toBe("acted");
  });

  it("an offer outlives no fight: once Balthasar's token is out of the combat, taking it is refused", async () => {
    const offer = offerFor("balthasar");
    // The fight deleted: a token's combatant is null outside an encounter (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#combatant).
    Object.assign(creatures.balthasar!.getActiveTokens()[0].document, { combatant: null });
    const { answer } = await take("p1", offer.id);
    expect(answer).toMatchObject({ ok: false, reason: OPPORTUNITY_REFUSAL.stale });
    expect(attackCards()).toHaveLength(0);
  });

  it("someone else's offer: Sybilla's player cannot take Balthasar's", async () => {
    const { answer } = await take("p2", offerFor("balthasar").id);
    expect(answer).toMatchObject({ ok: false, reason: ATTACK_REFUSAL.notOwner });
    expect(attackCards()).toHaveLength(0);
  });
});
