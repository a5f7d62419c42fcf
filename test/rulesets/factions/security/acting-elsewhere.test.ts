/**
 * A sheet's turn action names the acting creature by its token (and its actor). A player's character is
 * usually a linked actor: every token of it is the same creature. So naming another of its tokens, on a
 * scene with no fight, must not make an action free (nor an attack) while that creature fights in a
 * started fight: the GM finds the fight it is in among every combat of the world, not only its token's.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { FACTIONS_ATTACK_COMMAND, askAs, balthasarAgainstBandit, beginTurn, budgetOf, double, handleTurn, settle, startFactions } from "../flows/attack/fight";
import { consumable } from "../flows/poison/consumable-item";

type Plain = Record<string, any>;
const { FACTIONS_ACTION_REFUSAL } = await import("../../../../src/rulesets/factions/rules/actions/labels");
const { registerFactionsActions } = await import("../../../../src/rulesets/factions/flows/actions/register");
const { FACTIONS_TAKE_ACTION } = await import("../../../../src/rulesets/factions/flows/actions/request");
registerFactionsActions();

let combat: Plain;
let creatures: Record<string, Plain>;

const drink = (tokenUuid: string, force = false) =>
  askAs("p1", FACTIONS_TAKE_ACTION, { actorUuid: creatures.balthasar!.uuid, tokenUuid, action: "useConsumable", itemId: "draught", force }, [6]);
const draughtsLeft = () => creatures.balthasar!.items.get("draught").system.quantity as number;

/** The road: a scene where no fight is started. */
const road = { grid: { size: 100, distance: 5 }, tokens: { contents: [] as Plain[] }, regions: { contents: [], get: () => undefined } };

/** A second token of a creature (a linked actor: the same creature) on the road, in square (x, 0). */
function secondTokenOnRoad(id: string, x = 1): string {
  const uuid = `Scene.road.Token.${id}2`;
  const token = double.token(uuid, creatures[id] as never, { x, y: 0 }) as Plain;
  // A TokenDocument's parent is its Scene; a token in no combat has no combatant (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html).
  Object.assign(token.document, { id: `${id}2`, parent: road, combatant: null, x: x * 100, y: 0, width: 1, height: 1 });
  road.tokens.contents.push(token.document);
  return uuid;
}

const balthasarOnTheRoad = () => secondTokenOnRoad("balthasar", 0);

beforeEach(async () => {
  road.tokens.contents = [];
  ({ combat, creatures } = balthasarAgainstBandit());
  creatures.balthasar!.items.contents.push(consumable("draught", "Healing draught", { quantity: 2 }));
  await creatures.balthasar!.update({ system: { health: { value: 3 } } });
  await startFactions();
  // Balthasar's turn comes and goes: the bandits' faction is on turn.
  await beginTurn("balthasar");
  await handleTurn({ combatId: "combat1", intent: { kind: "endTurn", combatantId: "balthasar" } }, "gm");
  await settle();
});

describe("on the bandits' turn, Balthasar's player drinks a healing draught", () => {
  it("naming his token on another scene, where no fight is started: refused as not his turn; nothing drunk", async () => {
    const { answer } = await drink(balthasarOnTheRoad(), true);
    expect(answer).toMatchObject({ ok: false, reason: FACTIONS_ACTION_REFUSAL.notYourTurn });
    expect(draughtsLeft()).toBe(2);
    expect(creatures.balthasar!.system.health.value).toBe(3);
  });
});

describe("on his own next turn", () => {
  it("the same draught named by the token on the road is charged to his turn in the fight", async () => {
    await handleTurn({ combatId: "combat1", intent: { kind: "nextRound" } }, "gm");
    await handleTurn({ combatId: "combat1", intent: { kind: "chooseFirst", groupId: "party" } }, "gm");
    await settle();
    await beginTurn("balthasar");
    const { answer } = await drink(balthasarOnTheRoad());
    expect(answer).toMatchObject({ ok: true });
    expect(budgetOf(combat, "balthasar").bonus).toBe(1);
    expect(draughtsLeft()).toBe(1);
  });
});

describe("on the bandits' turn, Balthasar's player attacks from the token on the road", () => {
  it("at the bandit's own second token there (the same creature, in the fight): refused as not his turn; no card, the bandit unhurt", async () => {
    const road = balthasarOnTheRoad();
    const bandit = secondTokenOnRoad("bandit");
    const { answer, card } = await askAs("p1", FACTIONS_ATTACK_COMMAND, { attackerTokenUuid: road, targetTokenUuid: bandit, weaponId: "sword", nearby: true, visible: true, force: true }, [20, 8]);
    expect(answer).toMatchObject({ ok: false, reason: FACTIONS_ACTION_REFUSAL.notYourTurn });
    expect(card).toBeUndefined();
    expect(creatures.bandit!.system.health.value).toBe(6);
  });
});
