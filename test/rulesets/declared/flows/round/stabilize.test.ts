/**
 * Stabilizing a creature that is down, through the Foundry double: the player's client only asks;
 * the GM re-reads healer and patient, rolls d20 + Heal against 10 + the highest wound, posts the card
 * and, on a success, marks the patient stabilized (flag and status). What the rules refuse is refused.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askGm, creature, double, resetDoubles, text, words, writes, type Fighter } from "./fight";

const { startStabilize, STABILIZE_COMMAND, STABILIZE_REFUSAL } = await import("../../../../../src/rulesets/declared/flows/round/stabilize");

let ilse: Fighter;
let bram: Fighter;

beforeEach(() => {
  resetDoubles();
  ilse = creature({ id: "ilse", name: "Ilse", owners: ["p2"], fields: { skills: { heal: 3 } } });
  // Dying at −2 with a 4-point slash and a 1-point bruise: the Heal TN is 10 + 4 = 14.
  bram = creature({
    id: "bram", name: "Bram", owners: ["p1"],
    fields: { health: { value: -2, max: 10 }, injuries: [{ type: "slashing", amount: 4, name: "", effect: "", limb: null }, { type: "blunt", amount: 1, name: "", effect: "", limb: null }] },
    statuses: ["dying"],
  });
});

/** Ilse's player targets `patient` and presses Stabilize; the GM's d20 shows `face`. */
async function tend(patient: Fighter, face: number, userId = "p2") {
  double.actAs(userId);
  double.targets.clear();
  double.targets.add(patient.token);
  double.dice.push(face);
  await startStabilize(ilse.actor as never);
  await double.net.settle();
  return [...double.messages.values()].at(-1);
}

const isStabilized = (f: Fighter) => f.actor.system.stabilized as boolean;

describe("a Heal check to stabilize a dying creature", () => {
  it("d20 11 + Heal 3 = 14 meets 10 + the highest wound 4: Bram is stabilized, his token shows it instead of Dying", async () => {
    const card = await tend(bram, 11);
    expect(card?.author?.id).toBe("gm");
    expect(card?.rolls.map((roll) => roll.formula)).toEqual(["1d20+3"]);
    const said = words(card!.content);
    expect(said).toContain(text("FRAY.Declared.Stabilize.Card.Title", { healer: "Ilse", patient: "Bram" }));
    expect(said).toContain(text("FRAY.Declared.Stabilize.Card.Stabilized", { patient: "Bram" }));
    expect(said).toMatch(/Highest wound 4/);
    expect(isStabilized(bram)).toBe(true);
    expect(bram.actor.statuses.has("stabilized")).toBe(true);
    expect(bram.actor.statuses.has("dying")).toBe(false);
    expect(writes.every((w) => w.client === "gm")).toBe(true);
  });

  it("13 falls short of 14: the card says so and Bram is still dying", async () => {
    const card = await tend(bram, 10);
    expect(words(card!.content)).toContain(text("FRAY.Declared.Stabilize.Card.Failed", { patient: "Bram" }));
    expect(isStabilized(bram)).toBe(false);
    expect(bram.actor.statuses.has("dying")).toBe(true);
  });

  it("a creature still on its feet needs no stabilizing: refused, nothing rolled", async () => {
    const hale = creature({ id: "hale", name: "Hale", owners: ["p1"] });
    await tend(hale, 20);
    expect(double.messages.size).toBe(0);
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Declared.Condition.Refusal.NotDown"));
  });

  it("the dead cannot be stabilized; an already stabilized creature is refused too", async () => {
    const dead = creature({ id: "dead", name: "Corpse", owners: [], fields: { health: { value: -10, max: 10 } } });
    await tend(dead, 20);
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Declared.Condition.Refusal.Dead"));
    const resting = creature({ id: "rest", name: "Rest", owners: [], fields: { health: { value: -1, max: 10 }, stabilized: true } });
    await tend(resting, 20);
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Declared.Condition.Refusal.AlreadyStabilized"));
    expect(double.messages.size).toBe(0);
  });

  it("a Heal check clears a suffocating guard's airway though he is on his feet: he stops losing Wound Points", async () => {
    const guard = creature({ id: "guard", name: "Guard", owners: [], fields: { health: { value: 6, max: 10 } }, statuses: ["suffocating"] });
    const card = await tend(guard, 10);
    expect(words(card!.content)).toContain(text("FRAY.Declared.Stabilize.Card.AirwayCleared", { patient: "Guard" }));
    expect(guard.actor.statuses.has("suffocating")).toBe(false);
    expect(isStabilized(guard)).toBe(false);
  });

  it("a dead healer tends no one", async () => {
    ilse.actor.system.health.value = -10;
    await tend(bram, 20);
    expect(double.notices.at(-1)?.message).toBe(text("FRAY.Declared.Condition.Refusal.Dead"));
    expect(isStabilized(bram)).toBe(false);
  });

  it("with no target, or two, the player is told to target one creature and nothing is asked", async () => {
    double.actAs("p2");
    await startStabilize(ilse.actor as never);
    expect(double.notices.at(-1)?.message).toBe(text(STABILIZE_REFUSAL.oneTarget));
    expect(double.messages.size).toBe(0);
  });

  it("a player naming someone else's healer in a forged request is refused", async () => {
    double.actAs("p1");
    double.dice.push(20);
    const answer = await askGm(STABILIZE_COMMAND, { healerUuid: "Actor.ilse", patientUuid: "Scene.s.Token.bram" });
    await double.net.settle();
    expect(answer).toEqual({ ok: false, reason: STABILIZE_REFUSAL.notOwner, data: { name: "Ilse" } });
    expect(isStabilized(bram)).toBe(false);
  });
});
