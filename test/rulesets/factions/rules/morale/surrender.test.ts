import { describe, expect, it } from "vitest";
import { mayFightAgain, surrender } from "../../../../../src/rulesets/factions/rules/morale/surrender";

const K = "FRAY.Factions.Morale.Refusal.";

describe("Surrendering", () => {
  it("wastes the character's whole turn", () => {
    expect(surrender({ surrendered: false, harmedSinceSurrender: false })).toEqual({ ok: true, spendsWholeTurn: true });
  });
  it("one cannot surrender twice", () => {
    expect(surrender({ surrendered: true, harmedSinceSurrender: false })).toEqual({ ok: false, reason: { key: `${K}surrendered` } });
  });
  it("a surrendered character harmed by the enemy may resume fighting", () => {
    expect(mayFightAgain({ surrendered: true, harmedSinceSurrender: true })).toEqual({ ok: true });
  });
  it("one spared by the enemy stays surrendered", () => {
    expect(mayFightAgain({ surrendered: true, harmedSinceSurrender: false })).toEqual({ ok: false, reason: { key: `${K}notHarmed` } });
  });
  it("only the surrendered have anything to resume", () => {
    expect(mayFightAgain({ surrendered: false, harmedSinceSurrender: true })).toEqual({ ok: false, reason: { key: `${K}notSurrendered` } });
  });
});
