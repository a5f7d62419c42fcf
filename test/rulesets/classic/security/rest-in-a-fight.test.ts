/**
 * "A day of rest" does not fit a started fight: asked for a creature in one (dying or not, by its player
 * or by the GM, whichever combat the GM's client is viewing), it is refused with the reason and nothing
 * changes: no hit points, no statuses, no chat line. Before the fight starts, rest works as ever.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askGm, classicFight, double, resetDoubles, settle, text, type Seed } from "../flows/dying/fight";

const g = globalThis as Record<string, any>;
const { restClassicCreature, CLASSIC_REST_COMMAND, REST_REFUSAL } = await import("../../../../src/rulesets/classic/flows/dying/rest");

/** Bram (p1), down at 0 HP and dying: 3 Hit Dice, Constitution 14 (+2), so a day of rest would give him 6 HP. */
const dyingBram: Seed = {
  id: "bram", name: "Bram", owners: ["p1"], statuses: ["unconscious", "dying"],
  fields: { health: { value: 0, max: 20 }, nonLethal: 4, abilities: { con: { score: 14 } }, hitDice: 3, dying: { down: true, stable: false, failures: 1, droppingDamage: 9 } },
};

const vitals = (actor: Record<string, any>) => ({ hp: actor.system.health.value, nonLethal: actor.system.nonLethal, dying: structuredClone(actor.system.dying), statuses: [...actor.statuses].sort() });

beforeEach(() => resetDoubles());

describe("a day of rest in the middle of a fight", () => {
  it("Bram's player asks mid-fight: refused with the reason; he stays dying at 0 HP, and nothing is posted", async () => {
    const { actors } = await classicFight([dyingBram], 2);
    const before = vitals(actors.bram!);
    double.actAs("p1");
    double.answers.push({ days: 3 });
    await restClassicCreature(actors.bram as never);
    await settle();
    expect(vitals(actors.bram!)).toEqual(before);
    expect(double.notices.at(-1)?.message).toBe(text(REST_REFUSAL.inFight, { name: "Bram" }));
    expect(double.messages.size).toBe(0);
  });

  it("the GM's own rest for Bram is refused too, and so is it while the GM's client views no combat", async () => {
    const { actors } = await classicFight([dyingBram], 2);
    const before = vitals(actors.bram!);
    expect(await askGm(CLASSIC_REST_COMMAND, { actorUuid: "Actor.bram", days: 1 })).toEqual({ ok: false, reason: REST_REFUSAL.inFight, data: { name: "Bram" } });
    // Game#combat is the combat the client views (https://foundryvtt.com/api/v13/classes/foundry.Game.html#combat).
    g.game.combat = undefined;
    double.actAs("p1");
    expect(await askGm(CLASSIC_REST_COMMAND, { actorUuid: "Actor.bram", days: 1 })).toEqual({ ok: false, reason: REST_REFUSAL.inFight, data: { name: "Bram" } });
    await settle();
    expect(vitals(actors.bram!)).toEqual(before);
    expect(double.messages.size).toBe(0);
  });

  it("taking his token out of the fight to rest is still resting mid-fight: refused while the fight runs", async () => {
    const { combat, actors } = await classicFight([dyingBram], 2);
    // What the GM noted when Bram's player took him out of the fight (combat-hooks.ts: the Combat's `departed`).
    combat.system.departed = { bram: { round: 2, status: "waiting" } };
    combat.combatants.contents.splice(0, 1);
    double.actAs("p1");
    expect(await askGm(CLASSIC_REST_COMMAND, { actorUuid: "Actor.bram", days: 1 })).toEqual({ ok: false, reason: REST_REFUSAL.inFight, data: { name: "Bram" } });
    await settle();
    expect(actors.bram!.system.health.value).toBe(0);
  });

  it("a combat set up but not started is no fight yet: Bram rests back to 6 HP", async () => {
    const { actors } = await classicFight([dyingBram], null);
    expect(await askGm(CLASSIC_REST_COMMAND, { actorUuid: "Actor.bram", days: 1 })).toMatchObject({ ok: true });
    expect(actors.bram!.system.health.value).toBe(6);
  });
});
