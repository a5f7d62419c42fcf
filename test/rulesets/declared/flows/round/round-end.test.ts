/**
 * The end of a declared round through the Foundry double: when the engine reaches its morale step,
 * the GM takes 1 Wound Point from every dying creature not stabilized (and 1 more while suffocating),
 * the tokens' wound statuses follow, one line tells the table who bled and who died, and a round's end
 * never happens twice — not when the hook fires again, nor after an undo puts the round state back.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { creature, fightOf, reachMoraleStep, resetDoubles, text, words, double, writes, type Fighter } from "./fight";
import { atRound } from "../../../../support/engine-at-round";

const { noteWoundHit, roundNotes } = await import("../../../../../src/rulesets/declared/flows/round/round-notes");

const hp = (f: Fighter) => f.actor.system.health.value as number;
const roundEndLines = () => [...double.messages.values()].filter((m) => m.content.includes("fray-declared-round-end"));

let dying: Fighter;
let steady: Fighter;
let choking: Fighter;
let nearDeath: Fighter;

beforeEach(() => {
  resetDoubles();
  // Strength 10 each: dead at −10.
  dying = creature({ id: "bram", name: "Bram", owners: ["p1"], fields: { health: { value: -2, max: 10 } } });
  steady = creature({ id: "ilse", name: "Ilse", owners: ["p2"], fields: { health: { value: -4, max: 10 }, stabilized: true } });
  choking = creature({ id: "guard", name: "Guard", owners: [], disposition: -1, fields: { health: { value: 6, max: 10 } }, statuses: ["suffocating"] });
  nearDeath = creature({ id: "orc", name: "Orc", owners: [], disposition: -1, fields: { health: { value: -9, max: 10 } } });
});

describe("dying creatures lose a Wound Point at the end of every round", () => {
  it("Bram at −2 drops to −3; stabilized Ilse keeps −4; the suffocating guard loses 1 though up; the orc at −9 dies at −10", async () => {
    const combat = fightOf([dying, steady, choking, nearDeath], 2);
    await reachMoraleStep(combat);
    expect([hp(dying), hp(steady), hp(choking), hp(nearDeath)]).toEqual([-3, -4, 5, -10]);
    expect(writes.every((w) => w.client === "gm")).toBe(true);
    expect(nearDeath.actor.statuses.has("dead")).toBe(true);
    expect(nearDeath.actor.statuses.has("dying")).toBe(false);
    expect(dying.actor.statuses.has("dying")).toBe(true);
  });

  it("one chat line tells the table who bled and who died", async () => {
    const combat = fightOf([dying, steady, choking, nearDeath], 2);
    await reachMoraleStep(combat);
    const lines = roundEndLines();
    expect(lines).toHaveLength(1);
    const said = words(lines[0]!.content);
    expect(said).toContain(text("FRAY.Declared.Round.Bled", { name: "Bram", loss: 1, before: -2, after: -3 }));
    expect(said).toContain(text("FRAY.Declared.Round.BledToDeath", { name: "Orc", loss: 1, before: -9, after: -10 }));
    expect(said).not.toContain("Ilse");
  });

  it("nobody down and nobody choking: no line at all", async () => {
    const combat = fightOf([creature({ id: "hale", name: "Hale", owners: ["p1"] })], 1);
    await reachMoraleStep(combat);
    expect(roundEndLines()).toHaveLength(0);
    expect(writes).toEqual([]);
  });

  it("the hook firing twice for round 2 bleeds once", async () => {
    const combat = fightOf([dying], 2);
    await reachMoraleStep(combat);
    await reachMoraleStep(combat);
    expect(hp(dying)).toBe(-3);
  });

  it("undo puts the round state back, yet ending the same round again does not bleed twice; the next round's end does", async () => {
    const combat = fightOf([dying], 2);
    // The round state before the command that ended the round, as the engine keeps it for undo.
    combat.system.roundHistory = [structuredClone(combat.system.roundState)];
    await reachMoraleStep(combat);
    combat.system.roundState = combat.system.roundHistory.at(-1);
    combat.system.roundHistory = [];
    await reachMoraleStep(combat);
    expect(hp(dying)).toBe(-3);
    atRound(combat as never, 3);
    await reachMoraleStep(combat, 3);
    expect(hp(dying)).toBe(-4);
  });

  it("the declared engine's round end after its morale step changes nothing more; a structure without a morale step bleeds at its round end", async () => {
    const combat = fightOf([dying], 2);
    await reachMoraleStep(combat);
    await reachMoraleStep(combat, 2, "roundEnd");
    expect(hp(dying)).toBe(-3);
    await reachMoraleStep(combat, 3, "roundEnd");
    expect(hp(dying)).toBe(-4);
  });

  it("only the active GM's client deals the round's end", async () => {
    const combat = fightOf([dying], 2);
    double.actAs("p1");
    await reachMoraleStep(combat);
    expect(hp(dying)).toBe(-2);
  });
});

describe("the round's notes on the Combat", () => {
  it("the attack flow notes each hit to Wound Points; the round keeps the biggest single one", async () => {
    const combat = fightOf([dying, nearDeath], 1);
    await noteWoundHit(combat as never, "orc", 3);
    await noteWoundHit(combat as never, "orc", 6);
    await noteWoundHit(combat as never, "orc", 2);
    expect(roundNotes(combat as never).woundHits).toEqual([{ combatantId: "orc", wound: 6 }]);
  });

  it("next round the notes start empty", async () => {
    const combat = fightOf([nearDeath], 1);
    await noteWoundHit(combat as never, "orc", 6);
    atRound(combat as never, 2);
    expect(roundNotes(combat as never).woundHits).toEqual([]);
  });
});
