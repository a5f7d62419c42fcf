/**
 * A teams command fits the fight it is in, through the Foundry double and the GM's real handlers: a
 * character who is down takes no action (not even waking himself), and a player's character who is in
 * no fight cannot reach into one that is under way (attack a fighter or revive one for free, off every
 * turn); the GM, the table's arbiter, may.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { attack, attackCards, double, fighter, freshScene, startFight, turn, type Fighter } from "../flows/attack/fight";

const { registerGmHandler, askGm } = await import("../../../../src/foundry/channel");
const { TEAMS_TAKE_ACTION } = await import("../../../../src/rulesets/teams/flows/actions/action-request");
const { handleTeamsTakeAction } = await import("../../../../src/rulesets/teams/flows/actions/gm-take-action");
const { handleTeamsTakeReadied, TEAMS_TAKE_READIED } = await import("../../../../src/rulesets/teams/flows/actions/gm-take-readied");
const { REFUSAL_KEYS } = await import("../../../../src/rulesets/teams/flows/actions/keys");
registerGmHandler(TEAMS_TAKE_ACTION, handleTeamsTakeAction);
registerGmHandler(TEAMS_TAKE_READIED, handleTeamsTakeReadied);

const club = { attributes: { strength: true }, proficiencies: { martial: true }, damage: 3, damageType: "bludgeoning", criticalDamage: 6, criticalThreshold: 20 };
const pools = (health: number) => ({ endurance: { value: 0, max: 10 }, health: { value: health, max: 10 } });

let roland: Fighter;
let clementine: Fighter;
let brute: Fighter;

/** Roland (p1, knocked out at 0 health), Clementine (p2, a club in hand, intellect and medicine d6) and a brute (GM's). */
beforeEach(() => {
  const scene = freshScene();
  roland = fighter({ id: "roland", name: "Roland", owners: ["p1"], at: { x: 0, y: 0 }, fields: pools(0) }, scene);
  clementine = fighter({
    id: "clementine", name: "Clementine", owners: ["p2"], at: { x: 1, y: 0 },
    fields: { attributes: { strength: "d6", intellect: "d6" }, skills: { combat: "d6", medicine: "d6" }, proficiencies: { martial: 1 } },
    items: [{ id: "club", name: "Club", kind: "weapon", fields: club }],
  }, scene);
  brute = fighter({ id: "brute", name: "Brute", owners: [], at: { x: 2, y: 0 }, monster: true, fields: { evasion: 2 } }, scene);
  for (const { actor } of [roland, clementine, brute]) Object.assign(actor, { effects: { contents: [] } });
});

async function take(userId: string, payload: Record<string, unknown>, dice: number[] = []) {
  double.actAs(userId);
  double.dice.push(...dice);
  const answer = await askGm(TEAMS_TAKE_ACTION, payload);
  await double.net.settle();
  return answer;
}

const testCards = () => [...double.messages.values()].filter((message) => message.type === "teamsTest");

describe("a character who is down takes no action", () => {
  it("Roland, knocked out, cannot resuscitate himself out of a fight: refused by name, nothing rolled, he stays down", async () => {
    const answer = await take("p1", { actorUuid: "Actor.roland", actionId: "resuscitate", targetTokenUuid: "Scene.s.Token.roland" }, [6, 6, 20]);
    expect(answer).toEqual({ ok: false, reason: REFUSAL_KEYS.cannotAct, data: { name: "Roland" } });
    expect(testCards()).toEqual([]);
    expect(roland.actor.system.health.value).toBe(0);
    expect(roland.actor.system.derived.conditions).toContain("unconscious");
  });

  it("nor reload, stand up or take any other action while down, whoever asks", async () => {
    for (const actionId of ["standUp", "interact", "shortTask"]) {
      expect(await take("p1", { actorUuid: "Actor.roland", actionId })).toMatchObject({ ok: false, reason: REFUSAL_KEYS.cannotAct });
      expect(await take("gm", { actorUuid: "Actor.roland", actionId })).toMatchObject({ ok: false, reason: REFUSAL_KEYS.cannotAct });
    }
  });

  it("nor attack: Clementine knocked out swings her club at nobody", async () => {
    double.actAs("gm");
    await clementine.actor.update({ system: { health: { value: 0 } } });
    const { answer, card } = await attack(clementine, brute, { itemId: "club" }, [6, 6, 10], { attribute: "strength", proficiency: "martial" });
    expect(answer).toEqual({ ok: false, reason: REFUSAL_KEYS.cannotAct, data: { name: "Clementine" } });
    expect(card).toBeUndefined();
  });
});

describe("a readied action of a character who went down since", () => {
  it("does not go off: Clementine, knocked out after readying a Move, is refused and keeps nothing spent", async () => {
    await startFight({ clementine, brute }, { clementine: "party", brute: "foes" });
    await turn("act", "clementine", "p2");
    expect(await take("p2", { combatId: "combat1", combatantId: "clementine", actionId: "readyAction", readiedAction: "move", readiedTrigger: "the brute moves" })).toMatchObject({ ok: true });
    double.actAs("gm");
    await clementine.actor.update({ system: { health: { value: 0 } } });
    double.actAs("p2");
    const answer = await askGm(TEAMS_TAKE_READIED, { combatId: "combat1", combatantId: "clementine", actionId: "move" });
    expect(answer).toEqual({ ok: false, reason: REFUSAL_KEYS.cannotAct, data: { name: "clementine" } });
  });
});

describe("a character in no fight cannot reach into one under way", () => {
  beforeEach(async () => {
    await startFight({ roland, brute }, { roland: "party", brute: "foes" });
  });

  it("Clementine, in no fight, cannot resuscitate Roland where he lies in the fight: refused, nothing rolled", async () => {
    const answer = await take("p2", { actorUuid: "Actor.clementine", actionId: "resuscitate", targetTokenUuid: "Scene.s.Token.roland" }, [6, 6, 20]);
    expect(answer).toEqual({ ok: false, reason: REFUSAL_KEYS.notInFight, data: { name: "Clementine" } });
    expect(testCards()).toEqual([]);
    expect(roland.actor.system.health.value).toBe(0);
  });

  it("Clementine, in no fight, cannot club the brute who is in one: refused, no card", async () => {
    const { answer, card } = await attack(clementine, brute, { itemId: "club" }, [6, 6, 10], { attribute: "strength", proficiency: "martial" });
    expect(answer).toEqual({ ok: false, reason: REFUSAL_KEYS.notInFight, data: { name: "Clementine" } });
    expect(card).toBeUndefined();
    expect(attackCards()).toEqual([]);
  });

  it("the GM may bring her in as they please: the GM's own attack for her is made", async () => {
    double.actAs("gm");
    const answer = await askGm("teamsAttack", { attackerTokenUuid: "Scene.s.Token.clementine", targetTokenUuid: "Scene.s.Token.brute", source: { itemId: "club" }, choices: { attribute: "strength", proficiency: "martial" } });
    expect(answer).toMatchObject({ ok: true });
    expect(attackCards()).toHaveLength(1);
  });
});
