/**
 * Resting through the Foundry double: the owner names the days, the GM applies a day's recovery per
 * day (CON modifier × Hit Dice HP, at least 1 × HD; non-lethal five times as fast), and one chat line
 * tells the table. The dead do not recover; a player cannot rest someone else's creature.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askGm, classicFight, double, lastMessage, resetDoubles, settle, text, words, type Seed } from "./fight";

const { restClassicCreature, CLASSIC_REST_COMMAND, REST_REFUSAL } = await import("../../../../../src/rulesets/classic/flows/dying/rest");

/** Bram: 3 Hit Dice, Constitution 14 (+2): 6 HP and 30 non-lethal a day. */
const bram = (fields: Record<string, unknown> = {}, statuses: string[] = []): Seed => ({
  id: "bram", name: "Bram", owners: ["p1"], statuses,
  fields: { health: { value: 4, max: 20 }, nonLethal: 35, abilities: { con: { score: 14 } }, hitDice: 3, ...fields },
});

/** Days of rest are taken out of a fight: the combat is set up, not started (a started one refuses them: test/rulesets/classic/security). */
const OUT_OF_A_FIGHT = null;

beforeEach(() => resetDoubles());

describe("days of rest", () => {
  it("two days: 4 + 2 × 6 = 16 HP, 35 − 60 non-lethal stops at 0; the line says so", async () => {
    const { actors } = await classicFight([bram()], OUT_OF_A_FIGHT);
    double.actAs("p1");
    double.answers.push({ days: 2 });
    await restClassicCreature(actors.bram as never);
    await settle();
    expect([actors.bram!.system.health.value, actors.bram!.system.nonLethal]).toEqual([16, 0]);
    expect(words(lastMessage()!.content)).toBe(text("FRAY.Classic.Rest.line", { name: "Bram", days: 2, hpBefore: 4, hp: 16, nldBefore: 35, nld: 0 }));
  });

  it("a Constitution of 8 (−1) counts as +1: 3 HP a day, never above the maximum", async () => {
    const { actors } = await classicFight([bram({ abilities: { con: { score: 8 } }, health: { value: 18, max: 20 }, nonLethal: 0 })], OUT_OF_A_FIGHT);
    await askGm(CLASSIC_REST_COMMAND, { actorUuid: "Actor.bram", days: 1 });
    expect(actors.bram!.system.health.value).toBe(20);
  });

  it("a stabilized creature at 0 HP rests back above 0: it stands again, its statuses gone, its wound kept", async () => {
    const dying = { down: true, stable: true, failures: 1, droppingDamage: 9, wound: "Gashed thigh" };
    const { actors } = await classicFight([bram({ health: { value: 0, max: 20 }, nonLethal: 0, dying }, ["unconscious", "stabilized"])], OUT_OF_A_FIGHT);
    await askGm(CLASSIC_REST_COMMAND, { actorUuid: "Actor.bram", days: 1 });
    expect(actors.bram!.system.health.value).toBe(6);
    expect(actors.bram!.system.dying).toMatchObject({ down: false, stable: false, failures: 0, wound: "Gashed thigh" });
    expect([...actors.bram!.statuses]).toEqual([]);
  });

  it("the dead do not recover", async () => {
    const dying = { down: true, stable: false, failures: 3, droppingDamage: 9 };
    const { actors } = await classicFight([bram({ health: { value: 0, max: 20 }, dying }, ["dead"])], OUT_OF_A_FIGHT);
    const answer = await askGm(CLASSIC_REST_COMMAND, { actorUuid: "Actor.bram", days: 1 });
    expect(answer).toEqual({ ok: false, reason: REST_REFUSAL.dead, data: { name: "Bram" } });
    expect(actors.bram!.system.health.value).toBe(0);
  });

  it("another player's forged request is refused; so are 0 or 1.5 days", async () => {
    const { actors } = await classicFight([bram()], OUT_OF_A_FIGHT);
    double.actAs("p2");
    const answer = await askGm(CLASSIC_REST_COMMAND, { actorUuid: "Actor.bram", days: 3 });
    await settle();
    expect(answer).toEqual({ ok: false, reason: REST_REFUSAL.notOwner, data: { name: "Bram" } });
    double.actAs("gm");
    expect(await askGm(CLASSIC_REST_COMMAND, { actorUuid: "Actor.bram", days: 0 })).toEqual({ ok: false, reason: REST_REFUSAL.badRequest });
    expect(await askGm(CLASSIC_REST_COMMAND, { actorUuid: "Actor.bram", days: 1.5 })).toEqual({ ok: false, reason: REST_REFUSAL.badRequest });
    expect(actors.bram!.system.health.value).toBe(4);
    expect(double.messages.size).toBe(0);
  });

  it("closing the dialog asks nothing", async () => {
    const { actors } = await classicFight([bram()], OUT_OF_A_FIGHT);
    double.actAs("p1");
    await restClassicCreature(actors.bram as never);
    await settle();
    expect(actors.bram!.system.health.value).toBe(4);
    expect(double.dialogs).toHaveLength(1);
  });
});
