/**
 * "Once a round" holds for the creature, not for one combatant record of it: a dying character's player
 * who takes their token out of the fight (a player may remove their own combatant) and presses the death
 * save button, or puts the token back in and presses it again, gets no second death save that round.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askGm, beginTurn, classicFight, double, giveStatuses, resetDoubles, settle, startIndividual } from "../flows/attack/fight";

const { CLASSIC_DEATH_SAVE_COMMAND, DEATH_SAVE_REFUSAL } = await import("../../../../src/rulesets/classic/flows/dying/death-save");

type Plain = Record<string, any>;
let combat: Plain;
let bram: Plain;

/** Bram (p2), at 0 HP and dying after a 9-damage hit (In death, all are equal: d% against 51); the ogre is the GM's. */
beforeEach(async () => {
  resetDoubles();
  ({ combat } = classicFight([
    { id: "bram", name: "Bram", owners: ["p2"], square: 0, fields: { health: { value: 0, max: 14 }, hitDice: 2, dying: { down: true, stable: false, failures: 0, droppingDamage: 9 } } },
    { id: "ogre", name: "Ogre", owners: [], monster: true, square: 1 },
  ]));
  bram = combat.combatants.get("bram").actor;
  await giveStatuses(bram, ["unconscious", "dying"]);
  await startIndividual([20, 5]);
  // Bram's turn: the GM's client rolls his death save (a d% of 10: one failure).
  double.dice.push(10);
  await beginTurn("bram");
});

const deathSave = async () => {
  double.actAs("p2");
  double.dice.push(99);
  const answer = await askGm(CLASSIC_DEATH_SAVE_COMMAND, { actorUuid: "Scene.s.Token.bram" });
  await settle();
  return answer;
};

describe("leaving the fight for another death save", () => {
  it("Bram's player takes him out of the fight and presses the button: no second save this round", async () => {
    expect(bram.system.dying.failures).toBe(1);
    double.actAs("p2");
    await combat.deleteEmbeddedDocuments("Combatant", ["bram"]);
    await settle();
    expect(await deathSave()).toEqual({ ok: false, reason: DEATH_SAVE_REFUSAL.thisRound, data: { name: "Bram" } });
    expect(bram.system.dying).toMatchObject({ stable: false, failures: 1 });
  });

  it("and putting him back in the same round brings none either", async () => {
    double.actAs("p2");
    await combat.deleteEmbeddedDocuments("Combatant", ["bram"]);
    await settle();
    double.actAs("p2");
    const [back] = await combat.createEmbeddedDocuments("Combatant", [{ actorId: "bram", tokenId: "bram" }]);
    await settle();
    expect(back).toBeDefined();
    expect(await deathSave()).toEqual({ ok: false, reason: DEATH_SAVE_REFUSAL.thisRound, data: { name: "Bram" } });
    expect(bram.system.dying).toMatchObject({ stable: false, failures: 1 });
  });
});
