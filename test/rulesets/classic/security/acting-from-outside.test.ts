/**
 * What a creature does in a started fight is checked against that fight, however the request names it:
 * - a player's character is usually a linked actor, so every token of it is the same creature; naming
 *   another of its tokens (on a scene with no fight) finds the fight it stands in all the same;
 * - a player may take their own token out of a fight (docs/security.md), but leaving is no way out of its
 *   turns and budget: while that fight runs, the creature the player took out neither strikes, tries a
 *   maneuver, nor takes a sheet action until the GM puts it back; nor does a creature of theirs that
 *   stands in no fight strike at one that does. The GM's own call stands.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { CLASSIC_ACTION_REFUSAL } from "../../../../src/rulesets/classic/rules/actions/labels";
import { askGm, attackAs, beginTurn, budgetOf, classicFight, double, resetDoubles, settle, startIndividual } from "../flows/attack/fight";
import { maneuverAs } from "../flows/maneuvers/fight";

const { registerClassicActions } = await import("../../../../src/rulesets/classic/flows/actions/register");
const { CLASSIC_TAKE_ACTION } = await import("../../../../src/rulesets/classic/flows/actions/request");
const { OUTSIDE_FIGHT } = await import("../../../../src/rulesets/classic/flows/economy/acting-fight");
registerClassicActions();

type Plain = Record<string, any>;
let combat: Plain;
let creatures: Record<string, Plain>;

/** The road: a scene where no fight is started. */
const road = { grid: { size: 100, distance: 5 }, tokens: { contents: [] as Plain[] } };

/** A second token of a creature (a linked actor: the same creature) on the road. */
function secondTokenOnRoad(id: string): string {
  const uuid = `Scene.road.Token.${id}2`;
  const token = double.token(uuid, creatures[id] as never, { x: 0, y: 0 }) as Plain;
  // A TokenDocument's parent is its Scene; a token in no combat has no combatant (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html).
  Object.assign(token.document, { id: `${id}2`, parent: road, combatant: null, x: 0, y: 0, width: 1, height: 1 });
  road.tokens.contents.push(token.document);
  return uuid;
}

/** Aldric (p1, a sword), the ogre (the GM's, a greatclub) beside him, and Pip (p2), who stands in no fight; the ogre's turn runs. */
beforeEach(async () => {
  resetDoubles();
  road.tokens.contents = [];
  ({ combat, creatures } = classicFight([
    { id: "aldric", name: "Aldric", owners: ["p1"], square: 0, fields: { baseAttackBonus: 1, training: { weapons: { simple: true, martial: true } } }, items: [{ id: "sword", name: "Sword", kind: "weapon", fields: { damage: "1d8", trainingGroup: "martial", held: "primary" } }] },
    { id: "ogre", name: "Ogre", owners: [], monster: true, square: 1, fields: { health: { value: 30, max: 30 } }, items: [{ id: "club", name: "Greatclub", kind: "weapon", fields: { damage: "1d10", held: "primary" } }] },
    { id: "pip", name: "Pip", owners: ["p2"], square: 2, items: [{ id: "dagger", name: "Dagger", kind: "weapon", fields: { damage: "1d4", held: "primary" } }] },
  ]));
  await startIndividual([5, 20, 1]);
  // Pip is not in the fight: the GM takes his token out before anyone acts.
  await combat.deleteEmbeddedDocuments("Combatant", ["pip"]);
  creatures.pip!.getActiveTokens()[0].document.combatant = null;
  await settle();
  await beginTurn("ogre");
});

/** `userId` takes the creature's token out of the fight, as a player may. */
async function takesOut(userId: string, id: string): Promise<void> {
  double.actAs(userId);
  await combat.deleteEmbeddedDocuments("Combatant", [id]);
  creatures[id]!.getActiveTokens()[0].document.combatant = null;
  double.actAs("gm");
  await settle();
}

describe("another token of the same creature", () => {
  it("Aldric's player names Aldric's token on the road: his attack in the ogre's turn is refused as not his turn, forced or not; nothing spent", async () => {
    const uuid = secondTokenOnRoad("aldric");
    const asked = { attackerTokenUuid: uuid, itemId: "sword", force: true };
    const answer = await attackAs("p1", "aldric", "ogre", "sword", [15], asked);
    expect(answer.answer).toEqual({ ok: false, reason: CLASSIC_ACTION_REFUSAL.notYourTurn });
    expect(answer.card).toBeUndefined();
    double.actAs("p1");
    expect(await askGm(CLASSIC_TAKE_ACTION, { actorUuid: "", tokenUuid: uuid, combatId: "", combatantId: "", actionId: "move", force: true })).toEqual({ ok: false, reason: CLASSIC_ACTION_REFUSAL.notYourTurn });
    await settle();
    expect(budgetOf(combat, "aldric")).toMatchObject({ attacks: 0, moves: 0, standard: "unused" });
  });
});

describe("a creature out of the fight", () => {
  it("Aldric's player takes him out and strikes the ogre, trips it, or moves: refused while the fight runs; nothing posted", async () => {
    await takesOut("p1", "aldric");
    const outside = { ok: false, reason: OUTSIDE_FIGHT, data: { name: "Aldric" } };
    expect((await attackAs("p1", "aldric", "ogre", "sword", [15])).answer).toEqual(outside);
    expect((await maneuverAs("p1", "aldric", "ogre", "trip", [])).answer).toEqual(outside);
    double.actAs("p1");
    expect(await askGm(CLASSIC_TAKE_ACTION, { actorUuid: "", tokenUuid: "Scene.s.Token.aldric", combatId: "", combatantId: "", actionId: "standUp" })).toEqual(outside);
    await settle();
    expect([...double.messages.values()].filter((message) => message.type === "classicAttack" || message.type === "classicManeuver")).toEqual([]);
  });

  it("Pip, whom no fight holds, strikes at the ogre in the fight: refused; the GM's own strike for him stands", async () => {
    expect((await attackAs("p2", "pip", "ogre", "dagger", [15])).answer).toEqual({ ok: false, reason: OUTSIDE_FIGHT, data: { name: "Pip" } });
    expect((await attackAs("gm", "pip", "ogre", "dagger", [15])).answer).toMatchObject({ ok: true });
  });
});
