/**
 * Petra's reload through the GM from one end to the other (fire, unloaded, refused, the reload carried
 * into her next turn, loaded, fire again), and the team's turn taken by one character: only the one
 * the team picked attacks, while out of a started fight anyone may.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { attack, double, fighter, freshScene, startFight, turn, type Fighter, askGm, attackCards as cards, text, TEAMS_ATTACK_COMMAND, TEAMS_ECONOMY_REFUSAL } from "./fight";

const { registerGmHandler } = await import("../../../../../src/foundry/channel");
const { storedEconomy } = await import("../../../../../src/foundry/combat/round-budget");
const { TEAMS_TAKE_ACTION } = await import("../../../../../src/rulesets/teams/flows/actions/action-request");
const { handleTeamsTakeAction } = await import("../../../../../src/rulesets/teams/flows/actions/gm-take-action");
const { TEAMS_REFUSAL } = await import("../../../../../src/rulesets/teams/rules/combat/labels");
const { weaponsOf } = await import("../../../../../src/rulesets/teams/flows/attack/fighters");

registerGmHandler(TEAMS_TAKE_ACTION, handleTeamsTakeAction);

const crossbow = { attributes: { strength: false, dexterity: true }, proficiencies: { martial: false, ranged: true }, damage: 5, damageType: "piercing", criticalDamage: 8, criticalThreshold: 20, projectile: true, reload: 2 };
const spear = { attributes: { strength: true }, proficiencies: { martial: true }, damage: 4, damageType: "piercing", criticalDamage: 8, criticalThreshold: 19 };

let petra: Fighter;
let clementine: Fighter;
let guard: Fighter;
let goblin: Fighter;
let combat: Record<string, any>;

/**
 * Petra (p1, dexterity d6, combat d6, ranged +1, crossbow reloading in 2 actions) and Clementine (p2,
 * spear) against a town guard (evasion 6) and a goblin, both the GM's.
 *   Petra (0,0)  Clementine (0,2)  guard (4,0)  goblin (6,4)
 */
beforeEach(() => {
  const scene = freshScene();
  const fields = { attributes: { dexterity: "d6", strength: "d6" }, skills: { combat: "d6" }, proficiencies: { ranged: 1, martial: 1 } };
  petra = fighter({ id: "petra", name: "Petra", owners: ["p1"], at: { x: 0, y: 0 }, fields, items: [{ id: "crossbow", name: "Crossbow", kind: "weapon", fields: crossbow }] }, scene);
  clementine = fighter({ id: "clementine", name: "Clementine", owners: ["p2"], at: { x: 0, y: 2 }, fields, items: [{ id: "spear", name: "Spear", kind: "weapon", fields: spear }] }, scene);
  guard = fighter({ id: "guard", name: "Town guard", owners: [], at: { x: 4, y: 0 }, monster: true, fields: { evasion: 6 } }, scene);
  goblin = fighter({ id: "goblin", name: "Goblin", owners: [], at: { x: 6, y: 4 }, monster: true }, scene);
});

const fight = () => startFight({ petra, clementine, guard, goblin }, { petra: "party", clementine: "party", guard: "foes", goblin: "foes" });
const budget = (id: string) => storedEconomy(combat.combatants.get(id)) as Record<string, unknown>;
const loaded = () => petra.item("crossbow").system.loaded;

/** Petra's owner asks the GM for an action on her crossbow (or none). */
async function petraTakes(actionId: string) {
  double.actAs("p1");
  const answer = await askGm(TEAMS_TAKE_ACTION, { combatId: "combat1", combatantId: "petra", actionId, itemId: "crossbow" });
  await double.net.settle();
  return answer;
}

const fires = () => attack(petra, guard, { itemId: "crossbow" }, [4, 3, 10], { attribute: "dexterity", proficiency: "ranged" });

/** Petra's turn ends; the foes and Clementine take theirs; the next round starts and the party picks Petra. */
const TO_PETRAS_NEXT_TURN = [
  ["endTurn", "petra", "p1"],
  ["act", "guard", "gm"], ["endTurn", "guard", "gm"],
  ["act", "clementine", "p2"], ["endTurn", "clementine", "p2"],
  ["act", "goblin", "gm"], ["endTurn", "goblin", "gm"],
  ["act", "petra", "p1"],
] as const;

async function untilPetrasNextTurn() {
  for (const [kind, id, user] of TO_PETRAS_NEXT_TURN) await turn(kind, id, user);
}

describe("Petra's reload", () => {
  it("she fires, the crossbow is empty and refused with its reason; she starts the two-action reload with her last action, finishes it first thing next turn, and fires again", async () => {
    combat = await fight();
    await turn("act", "petra", "p1");
    expect(loaded()).toBe(true);

    // "Petra fires her crossbow at an enemy, then decides to seek cover."
    expect((await fires()).card).toBeDefined();
    expect(loaded()).toBe(false);
    expect(await petraTakes("seekCover")).toMatchObject({ ok: true });

    // The dialog says why and Roll sends nothing; a request sent anyway is refused by the GM.
    const refused = await fires();
    expect(refused.card).toBeUndefined();
    expect(double.notices.at(-1)?.message).toBe(text(TEAMS_REFUSAL.needsReload, { actions: 2 }));
    double.actAs("p1");
    expect(await askGm(TEAMS_ATTACK_COMMAND, { attackerTokenUuid: "Scene.s.Token.petra", targetTokenUuid: "Scene.s.Token.guard", source: { itemId: "crossbow" }, choices: {} })).toEqual({
      ok: false,
      reason: TEAMS_REFUSAL.needsReload,
      data: { actions: 2 },
    });
    expect(cards()).toHaveLength(1);

    // "She decides to start reloading her crossbow with her remaining action."
    expect(await petraTakes("reload")).toMatchObject({ ok: true, result: { completed: false } });
    expect(loaded()).toBe(false);
    expect(budget("petra")).toMatchObject({ actionsSpent: 3, extended: { action: "reload", actionsLeft: 1, itemId: "crossbow" } });

    // "On her next turn, she will need to spend her first action to finish reloading before taking any other actions."
    await untilPetrasNextTurn();
    expect(loaded()).toBe(false);
    expect((await fires()).card).toBeUndefined();
    expect(await petraTakes("continueExtended")).toMatchObject({ ok: true, result: { completed: true } });
    expect(loaded()).toBe(true);
    expect((await fires()).card).toBeDefined();
    expect(loaded()).toBe(false);
    expect(budget("petra")).toMatchObject({ actionsSpent: 2, extended: null, attacksThisRound: 1 });
  });

  it("out of a fight Reload loads the crossbow at once", async () => {
    await fires();
    expect(loaded()).toBe(false);
    double.actAs("p1");
    expect(await askGm(TEAMS_TAKE_ACTION, { actorUuid: "Actor.petra", actionId: "reload", itemId: "crossbow" })).toMatchObject({ ok: true });
    expect(loaded()).toBe(true);
  });

  it("a weapon with no reload time never empties, and an old crossbow with no load stored reads as loaded", async () => {
    await attack(clementine, guard, { itemId: "spear" }, [3, 3, 10], { attribute: "strength", proficiency: "martial" });
    expect(clementine.item("spear").system.loaded).toBe(true);
    delete petra.item("crossbow").system.loaded;
    expect(weaponsOf(petra.actor as never)[0]?.weapon).toMatchObject({ reloadActions: 2, loaded: true });
  });
});

describe("only the character taking the team's turn attacks", () => {
  it("while Petra has the party's turn, Clementine's attack is refused with the reason; once the party picks her, it is made", async () => {
    combat = await fight();
    await turn("act", "petra", "p1");
    const { card } = await attack(clementine, guard, { itemId: "spear" }, [3, 3, 10], { attribute: "strength", proficiency: "martial" });
    expect(card).toBeUndefined();
    expect(double.notices.at(-1)?.message).toBe(text(TEAMS_ECONOMY_REFUSAL.notYourTurn));
    double.actAs("p2");
    expect(await askGm(TEAMS_ATTACK_COMMAND, { attackerTokenUuid: "Scene.s.Token.clementine", targetTokenUuid: "Scene.s.Token.guard", source: { itemId: "spear" }, choices: {} })).toEqual({
      ok: false,
      reason: TEAMS_ECONOMY_REFUSAL.notYourTurn,
    });
    expect(cards()).toEqual([]);

    await turn("endTurn", "petra", "p1");
    await turn("act", "guard");
    await turn("endTurn", "guard");
    await turn("act", "clementine", "p2");
    expect((await attack(clementine, guard, { itemId: "spear" }, [3, 3, 10], { attribute: "strength", proficiency: "martial" })).card).toBeDefined();
    expect(budget("clementine")).toMatchObject({ actionsSpent: 1, attacksThisRound: 1 });
  });

  it("in a combat not yet started anyone may attack, and nothing is spent", async () => {
    combat = await startFight({ petra, clementine, guard, goblin }, { petra: "party", clementine: "party", guard: "foes", goblin: "foes" }, false);
    expect((await attack(clementine, guard, { itemId: "spear" }, [3, 3, 10], { attribute: "strength", proficiency: "martial" })).card).toBeDefined();
    expect(storedEconomy(combat.combatants.get("clementine"))).toBeNull();
  });
});
