/**
 * Death saves through the Foundry double: at the start of a dying creature's turn the GM rolls it in
 * the world's death roll type; a success stabilizes, the third failure in a row kills. Once a round,
 * even when the turn starts again. The sheet's button asks the GM; a player cannot ask for someone else's.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { atRound } from "../../../../support/engine-at-round";
import { askGm, classicFight, double, fire, lastMessage, resetDoubles, settle, text, words, world, type Seed } from "./fight";

const { rollClassicDeathSave, CLASSIC_DEATH_SAVE_COMMAND, DEATH_SAVE_REFUSAL } = await import("../../../../../src/rulesets/classic/flows/dying/death-save");

/** Bram, down at 0 HP from a 9-damage hit: 3 Hit Dice, Constitution 14 (+2), Fortitude +5. */
const dyingBram = (dying: Record<string, unknown> = {}): Seed => ({
  id: "bram", name: "Bram", owners: ["p1"], statuses: ["unconscious", "dying"],
  fields: { health: { value: 0, max: 20 }, abilities: { con: { score: 14 } }, fortitudeBase: 3, hitDice: 3, dying: { down: true, stable: false, failures: 0, droppingDamage: 9, ...dying } },
});

const statusesOf = (actor: Record<string, any>) => [...(actor.statuses as Set<string>)].sort();

beforeEach(() => resetDoubles());

/** Bram's turn starts in `round`, with the GM's die showing `face`. */
async function turnStarts(combat: Record<string, any>, round: number, face: number) {
  atRound(combat as never, round);
  double.dice.push(face);
  await fire(combat, { type: "turnStart", combatantIds: ["bram"] });
}

describe("In death, all are equal: d% against 51, then 61, 71", () => {
  it("50, then 60, then 70: each misses by one, the third failure in a row kills Bram (dead, defeated)", async () => {
    const { combat, actors } = await classicFight([dyingBram()]);
    await turnStarts(combat, 1, 50);
    expect(actors.bram!.system.dying.failures).toBe(1);
    expect(words(lastMessage()!.content)).toContain(text("FRAY.Classic.Dying.Outcome.failed"));
    expect(lastMessage()!.rolls.map((roll) => roll.formula)).toEqual(["1d100"]);
    await turnStarts(combat, 2, 60);
    expect(actors.bram!.system.dying.failures).toBe(2);
    expect(words(lastMessage()!.content)).toMatch(/61/);
    await turnStarts(combat, 3, 70);
    expect(actors.bram!.system.dying.failures).toBe(3);
    expect(statusesOf(actors.bram!)).toEqual(["dead"]);
    expect(combat.combatants.get("bram").defeated).toBe(true);
    expect(words(lastMessage()!.content)).toContain(text("FRAY.Classic.Dying.Outcome.dead"));
  });

  it("after one failure, 61 meets the raised target: Bram stabilizes (stabilized, no longer dying, still unconscious)", async () => {
    const { combat, actors } = await classicFight([dyingBram({ failures: 1 })]);
    await turnStarts(combat, 2, 61);
    expect(actors.bram!.system.dying).toMatchObject({ stable: true, failures: 1 });
    expect(statusesOf(actors.bram!)).toEqual(["stabilized", "unconscious"]);
    expect(words(lastMessage()!.content)).toContain(text("FRAY.Classic.Dying.Outcome.stabilized"));
  });

  it("once a round: the turn starting again in the same round (an undo) rolls nothing more", async () => {
    const { combat, actors } = await classicFight([dyingBram()]);
    await turnStarts(combat, 1, 50);
    await turnStarts(combat, 1, 50);
    expect(actors.bram!.system.dying.failures).toBe(1);
    expect(double.messages.size).toBe(1);
  });

  it("a stabilized creature's turn rolls no death save", async () => {
    const { combat } = await classicFight([dyingBram({ stable: true })]);
    await turnStarts(combat, 1, 50);
    expect(double.messages.size).toBe(0);
  });
});

describe("the Fortitude variants", () => {
  it("Stats matter!: DC 10 + 3 HD − 2 CON = 11; d20 6 + 5 = 11 stabilizes", async () => {
    world.settings.set("fray.classicDeathRoll", "statsMatter");
    const { combat, actors } = await classicFight([dyingBram()]);
    await turnStarts(combat, 1, 6);
    expect(lastMessage()!.rolls.map((roll) => roll.formula)).toEqual(["1d20+5"]);
    expect(actors.bram!.system.dying.stable).toBe(true);
    expect(words(lastMessage()!.content)).toMatch(/DC 11/);
  });

  it("Brutality: DC 10 + the 9 that dropped him = 19; d20 13 + 5 = 18 fails", async () => {
    world.settings.set("fray.classicDeathRoll", "brutality");
    const { combat, actors } = await classicFight([dyingBram()]);
    await turnStarts(combat, 1, 13);
    expect(actors.bram!.system.dying).toMatchObject({ stable: false, failures: 1 });
    expect(words(lastMessage()!.content)).toMatch(/DC 19/);
  });
});

describe("the sheet's death save button", () => {
  it("Bram's player asks; the GM rolls and writes", async () => {
    const { actors } = await classicFight([dyingBram()]);
    double.actAs("p1");
    double.dice.push(80);
    await rollClassicDeathSave(actors.bram as never);
    await settle();
    expect(actors.bram!.system.dying.stable).toBe(true);
    expect(lastMessage()!.author?.id).toBe("gm");
  });

  it("asked twice in the same round of the fight, the second is refused", async () => {
    const { actors } = await classicFight([dyingBram()]);
    double.actAs("p1");
    double.dice.push(10, 10);
    await rollClassicDeathSave(actors.bram as never);
    await settle();
    double.actAs("p1");
    await rollClassicDeathSave(actors.bram as never);
    await settle();
    expect(actors.bram!.system.dying.failures).toBe(1);
    expect(double.notices.at(-1)?.message).toBe(text(DEATH_SAVE_REFUSAL.thisRound, { name: "Bram" }));
  });

  it("another player forging the request for Bram is refused, nothing rolled", async () => {
    const { actors } = await classicFight([dyingBram()]);
    double.actAs("p2");
    const answer = await askGm(CLASSIC_DEATH_SAVE_COMMAND, { actorUuid: "Actor.bram" });
    await settle();
    expect(answer).toEqual({ ok: false, reason: DEATH_SAVE_REFUSAL.notOwner, data: { name: "Bram" } });
    expect(actors.bram!.system.dying.failures).toBe(0);
    expect(double.messages.size).toBe(0);
  });

  it("a creature on its feet makes none", async () => {
    const { actors } = await classicFight([{ id: "ilse", name: "Ilse", owners: ["p2"] }]);
    double.actAs("p2");
    await rollClassicDeathSave(actors.ilse as never);
    await settle();
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Classic.Dying.Refusal.notDying"));
  });
});
