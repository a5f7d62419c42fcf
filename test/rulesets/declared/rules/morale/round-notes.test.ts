import { describe, expect, it } from "vitest";
import { biggestWound, intimidationAgainst, notesOfRound, withIntimidation, withWoundHit, type RoundNotes } from "../../../../../src/rulesets/declared/rules/morale/round-notes";

const empty = (round: number): RoundNotes => ({ round, woundHits: [], intimidations: [] });

describe("the round's notes for the morale step", () => {
  it("only the biggest single hit to Wound Points is kept: 3 then 7 then 5 leaves 7", () => {
    let notes = withWoundHit(empty(2), "ogre", 3);
    notes = withWoundHit(notes, "ogre", 7);
    notes = withWoundHit(notes, "ogre", 5);
    expect(biggestWound(notes, "ogre")).toBe(7);
    expect(notes.woundHits).toEqual([{ combatantId: "ogre", wound: 7 }]);
  });

  it("a hit that took no Wound Points notes nothing; a creature with no hit has 0", () => {
    expect(withWoundHit(empty(1), "ogre", 0).woundHits).toEqual([]);
    expect(biggestWound(empty(1), "ogre")).toBe(0);
  });

  it("the best Intimidation result counts: 14 then 12 leaves 14, then 16 replaces it", () => {
    let notes = withIntimidation(empty(1), "ogre", 14);
    notes = withIntimidation(notes, "ogre", 12);
    expect(intimidationAgainst(notes, "ogre")).toBe(14);
    notes = withIntimidation(notes, "ogre", 16);
    expect(notes.intimidations).toEqual([{ combatantId: "ogre", total: 16 }]);
    expect(intimidationAgainst(notes, "goblin")).toBeNull();
  });

  it("even a low Intimidation result is noted when it is the first (the monster must still check)", () => {
    expect(intimidationAgainst(withIntimidation(empty(1), "ogre", 3), "ogre")).toBe(3);
  });

  it("a first Intimidation result of 0 or below is still noted: the monster checks against it", () => {
    expect(intimidationAgainst(withIntimidation(empty(1), "ogre", 0), "ogre")).toBe(0);
    expect(intimidationAgainst(withIntimidation(empty(1), "ogre", -2), "ogre")).toBe(-2);
  });

  it("each creature keeps its own notes: a bigger hit on one leaves the other's as it was", () => {
    let notes = withWoundHit(empty(2), "ogre", 6);
    notes = withWoundHit(notes, "goblin", 2);
    notes = withWoundHit(notes, "goblin", 4);
    expect([biggestWound(notes, "ogre"), biggestWound(notes, "goblin")]).toEqual([6, 4]);
    expect(notes.woundHits).toEqual([
      { combatantId: "ogre", wound: 6 },
      { combatantId: "goblin", wound: 4 },
    ]);
  });

  it("each monster keeps its own best Intimidation; an equal result leaves the notes as they were", () => {
    let notes = withIntimidation(empty(2), "ogre", 13);
    notes = withIntimidation(notes, "goblin", 9);
    notes = withIntimidation(notes, "goblin", 11);
    expect([intimidationAgainst(notes, "ogre"), intimidationAgainst(notes, "goblin")]).toEqual([13, 11]);
    expect(withIntimidation(notes, "ogre", 13)).toBe(notes);
  });

  it("last round's notes read as none in the next round; this round's are kept", () => {
    const last = withWoundHit(withIntimidation(empty(3), "ogre", 12), "ogre", 9);
    expect(notesOfRound(last, 4)).toEqual(empty(4));
    expect(notesOfRound(last, 3)).toBe(last);
  });
});
