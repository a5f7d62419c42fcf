/**
 * Death saves count "once a round" by the fight's own clock, the engine's round in the Combat's system
 * (which only a GM writes), never by the Combat's `round`, which players may write
 * (BaseCombat#canUserModify: https://foundryvtt.com/api/v13/classes/foundry.documents.BaseCombat.html).
 * A dying character's player who sets it to 999, or back to 1, changes nothing; and the count holds
 * whichever combat the GM's client happens to view.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { atRound } from "../../../support/engine-at-round";
import { askGm, classicFight, double, fire, resetDoubles, settle, text, type Seed } from "../flows/dying/fight";

const g = globalThis as Record<string, any>;
const { rollClassicDeathSave, CLASSIC_DEATH_SAVE_COMMAND, DEATH_SAVE_REFUSAL } = await import("../../../../src/rulesets/classic/flows/dying/death-save");

/** Bram (p1), down at 0 HP from a 9-damage hit and dying (In death, all are equal: d% against 51). */
const dyingBram: Seed = {
  id: "bram", name: "Bram", owners: ["p1"], statuses: ["unconscious", "dying"],
  fields: { health: { value: 0, max: 20 }, hitDice: 3, dying: { down: true, stable: false, failures: 0, droppingDamage: 9 } },
};

/**
 * `userId` writes the Combat's `round`, as Foundry lets any player: the write is allowed (the double
 * records it) and the Combat then reads that round.
 */
async function writesRound(combat: Record<string, any>, userId: string, round: number): Promise<void> {
  double.actAs(userId);
  await combat.update({ round });
  combat.round = round;
}

/** The GM's engine reaches `round` (its tracker writes the Combat's round with it). */
const engineAt = (combat: Record<string, any>, round: number) => atRound(combat as never, round);

/** Bram's turn starts (the GM's client), with the GM's d% showing `face`. */
async function turnStarts(combat: Record<string, any>, face: number): Promise<void> {
  double.dice.push(face);
  await fire(combat, { type: "turnStart", combatantIds: ["bram"] });
}

/** Bram's player presses the sheet's death save button, the die showing `face`. */
async function pressesDeathSave(actor: Record<string, any>, face: number): Promise<void> {
  double.actAs("p1");
  double.dice.push(face);
  await rollClassicDeathSave(actor as never);
  await settle();
}

beforeEach(() => resetDoubles());

describe("the Combat's round written by a dying character's player", () => {
  it("set to 999 after round 1's save: the GM still rolls Bram's death save at his turn in rounds 2 and 3, and the third failure kills him", async () => {
    const { combat, actors } = await classicFight([dyingBram], 1);
    await turnStarts(combat, 10);
    await writesRound(combat, "p1", 999);
    for (const round of [2, 3]) {
      engineAt(combat, round);
      await writesRound(combat, "p1", 999);
      await turnStarts(combat, 10);
    }
    expect(actors.bram!.system.dying.failures).toBe(3);
    expect(actors.bram!.statuses.has("dead")).toBe(true);
    expect(combat.combatants.get("bram").defeated).toBe(true);
  });

  it("raised by one after a failed save in round 2: the sheet's button gives no second roll that round", async () => {
    const { combat, actors } = await classicFight([dyingBram], 2);
    await turnStarts(combat, 10);
    await writesRound(combat, "p1", 3);
    await pressesDeathSave(actors.bram!, 99);
    expect(actors.bram!.system.dying).toMatchObject({ stable: false, failures: 1 });
    expect(double.notices.at(-1)?.message).toBe(text(DEATH_SAVE_REFUSAL.thisRound, { name: "Bram" }));
  });

  it("set back to 1 after round 3's save: round 4 still brings the GM's death save", async () => {
    const { combat, actors } = await classicFight([dyingBram], 3);
    await turnStarts(combat, 10);
    engineAt(combat, 4);
    await writesRound(combat, "p1", 1);
    await turnStarts(combat, 10);
    expect(actors.bram!.system.dying.failures).toBe(2);
  });

  it("the GM's client viewing no combat: Bram's player still gets one death save a round from the sheet, not one per click", async () => {
    const { actors } = await classicFight([dyingBram], 2);
    // Game#combat is the combat this client views (https://foundryvtt.com/api/v13/classes/foundry.Game.html#combat).
    g.game.combat = undefined;
    double.actAs("p1");
    double.dice.push(10, 99, 99);
    expect(await askGm(CLASSIC_DEATH_SAVE_COMMAND, { actorUuid: "Actor.bram" })).toMatchObject({ ok: true, result: { outcome: "failed" } });
    expect(await askGm(CLASSIC_DEATH_SAVE_COMMAND, { actorUuid: "Actor.bram" })).toEqual({ ok: false, reason: DEATH_SAVE_REFUSAL.thisRound, data: { name: "Bram" } });
    expect(await askGm(CLASSIC_DEATH_SAVE_COMMAND, { actorUuid: "Actor.bram" })).toEqual({ ok: false, reason: DEATH_SAVE_REFUSAL.thisRound, data: { name: "Bram" } });
    expect(actors.bram!.system.dying).toMatchObject({ stable: false, failures: 1 });
  });
});
