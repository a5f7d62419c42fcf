import { describe, expect, it } from "vitest";
import { awareOfAttacker, concealedAtStart, mayHide } from "../../../../../src/rulesets/factions/rules/sneaking/concealment";

const K = "FRAY.Factions.Sneaking.Refusal.";

describe("ambushes", () => {
  it("those who launch an ambush start the fight concealed; the others do not", () => {
    expect(concealedAtStart(true)).toBe(true);
    expect(concealedAtStart(false)).toBe(false);
  });
  it("enemies attacked by a concealed character are taken by surprise", () => {
    expect(awareOfAttacker(true)).toBe(false);
    expect(awareOfAttacker(false)).toBe(true);
  });
});

describe("hiding later in the fight", () => {
  it("needs being out of sight for a while", () => {
    expect(mayHide({ concealed: false, outOfSightForAWhile: true, majorDistraction: false })).toEqual({ ok: true });
  });
  it("or a major distraction", () => {
    expect(mayHide({ concealed: false, outOfSightForAWhile: false, majorDistraction: true })).toEqual({ ok: true });
  });
  it("not in plain sight", () => {
    expect(mayHide({ concealed: false, outOfSightForAWhile: false, majorDistraction: false })).toEqual({ ok: false, reason: { key: `${K}inSight` } });
  });
  it("not when already concealed", () => {
    expect(mayHide({ concealed: true, outOfSightForAWhile: true, majorDistraction: true })).toEqual({ ok: false, reason: { key: `${K}alreadyConcealed` } });
  });
});
