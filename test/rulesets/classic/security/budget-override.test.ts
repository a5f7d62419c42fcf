/**
 * Going past the round's budget after confirming it (the GMs told) is a judgement call a player makes on
 * their creature's own turn; off its turn a player's confirmed ("force") attack, action or maneuver is
 * refused like any other, and the refusal offers no confirmation. A GM may confirm anywhere.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { CLASSIC_ACTION_REFUSAL } from "../../../../src/rulesets/classic/rules/actions/labels";
import { askGm, attackAs, beginTurn, budgetOf, classicFight, double, handleTurn, resetDoubles, settle, startIndividual } from "../flows/attack/fight";
import { maneuverAs } from "../flows/maneuvers/fight";

const { registerClassicActions } = await import("../../../../src/rulesets/classic/flows/actions/register");
const { CLASSIC_TAKE_ACTION } = await import("../../../../src/rulesets/classic/flows/actions/request");
registerClassicActions();

type Plain = Record<string, any>;
let combat: Plain;

/** Aldric (p1, base attack +1: one attack a round, a sword); the ogre (the GM's, a greatclub) acts first. */
beforeEach(async () => {
  resetDoubles();
  ({ combat } = classicFight([
    { id: "aldric", name: "Aldric", owners: ["p1"], square: 0, fields: { baseAttackBonus: 1, training: { weapons: { simple: true, martial: true } } }, items: [{ id: "sword", name: "Sword", kind: "weapon", fields: { damage: "1d8", trainingGroup: "martial", held: "primary" } }] },
    { id: "ogre", name: "Ogre", owners: [], monster: true, square: 1, fields: { health: { value: 30, max: 30 } }, items: [{ id: "club", name: "Greatclub", kind: "weapon", fields: { damage: "1d10", held: "primary" } }] },
  ]));
  await startIndividual([5, 20]);
  await beginTurn("ogre");
});

const gmWhispers = () => [...double.messages.values()].filter((message) => message.whisper?.includes("gm") && !message.whisper.includes("p1"));
const notYourTurn = { ok: false, reason: CLASSIC_ACTION_REFUSAL.notYourTurn };

describe("a player's confirmed action off their creature's turn", () => {
  it("Aldric's player attacks in the ogre's turn: refused without the offer to confirm; with force too, and nothing is spent, rolled or told", async () => {
    const asked = await attackAs("p1", "aldric", "ogre", "sword", [15]);
    expect(asked.answer).toEqual(notYourTurn);
    const forced = await attackAs("p1", "aldric", "ogre", "sword", [15], { force: true });
    expect(forced.answer).toEqual(notYourTurn);
    expect(forced.card).toBeUndefined();
    expect(budgetOf(combat, "aldric")).toMatchObject({ attacks: 0, standard: "unused" });
    expect(gmWhispers()).toEqual([]);
  });

  it("a move from the sheet and a trip, forced in the ogre's turn, are refused the same way", async () => {
    double.actAs("p1");
    const moved = await askGm(CLASSIC_TAKE_ACTION, { actorUuid: "Actor.aldric", tokenUuid: "Scene.s.Token.aldric", combatId: "combat1", combatantId: "aldric", actionId: "move", force: true });
    await settle();
    expect(moved).toEqual(notYourTurn);
    expect((await maneuverAs("p1", "aldric", "ogre", "trip", [], { force: true })).answer).toEqual(notYourTurn);
    expect(budgetOf(combat, "aldric")).toMatchObject({ moves: 0, attacks: 0, standard: "unused" });
    expect(gmWhispers()).toEqual([]);
  });

  it("on Aldric's own turn his player may still confirm a third move past the budget; the GMs are told", async () => {
    await handleTurn({ combatId: "combat1", intent: { kind: "endTurn", combatantId: "ogre" } }, "gm");
    await beginTurn("aldric");
    const move = async (force: boolean) => {
      double.actAs("p1");
      const answer = await askGm(CLASSIC_TAKE_ACTION, { actorUuid: "Actor.aldric", tokenUuid: "Scene.s.Token.aldric", combatId: "combat1", combatantId: "aldric", actionId: "move", force });
      await settle();
      return answer;
    };
    expect(await move(false)).toMatchObject({ ok: true });
    expect(await move(false)).toMatchObject({ ok: true });
    expect(await move(false)).toMatchObject({ ok: false, reason: CLASSIC_ACTION_REFUSAL.moveSpent, data: { overridable: 1 } });
    expect(await move(true)).toMatchObject({ ok: true });
    expect(gmWhispers()).toHaveLength(1);
  });

  it("the GM may confirm off the creature's turn: its refusal is offered to confirm, and the forced attack goes ahead", async () => {
    const asked = await attackAs("gm", "aldric", "ogre", "sword", [2]);
    expect(asked.answer).toMatchObject({ ok: false, reason: CLASSIC_ACTION_REFUSAL.notYourTurn, data: { overridable: 1 } });
    expect((await attackAs("gm", "aldric", "ogre", "sword", [2], { force: true })).answer).toMatchObject({ ok: true });
  });
});
