import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  moraleCall, moraleExemption, moraleTrigger, type MoraleFaction, type MoraleMember,
} from "../../../../../src/rulesets/factions/rules/morale/morale-check";
import { runs } from "../../../../support/fixed-seed";

const member = (id: string, over: Partial<MoraleMember> = {}): MoraleMember => ({
  id, fighting: true, immuneToFear: false, passedMorale: false, health: 10, maxHealth: 10, ...over,
});
const down = (id: string) => member(id, { fighting: false, health: 0 });
const band = (original: number, members: MoraleMember[]): MoraleFaction => ({ originalCount: original, members });

describe("Morale: a group reduced to half its original number or less", () => {
  it("four bandits down to two check morale", () => {
    expect(moraleTrigger(band(4, [member("a"), member("b"), down("c"), down("d")]))).toBe("halved");
  });
  it("four bandits down to three do not", () => {
    expect(moraleTrigger(band(4, [member("a"), member("b"), member("c"), down("d")]))).toBeNull();
  });
  it("five down to two check, five down to three do not (half of an odd number)", () => {
    expect(moraleTrigger(band(5, [member("a"), member("b"), down("c"), down("d"), down("e")]))).toBe("halved");
    expect(moraleTrigger(band(5, [member("a"), member("b"), member("c"), down("d"), down("e")]))).toBeNull();
  });
  it("a group's wounds do not matter, only its number", () => {
    expect(moraleTrigger(band(2, [member("a", { health: 1 }), member("b", { health: 1 })]))).toBeNull();
  });
});

describe("Morale: a character fighting alone at half health or less", () => {
  it("checks at exactly half its maximum health", () => {
    expect(moraleTrigger(band(1, [member("ogre", { health: 10, maxHealth: 20 })]))).toBe("loneWounded");
  });
  it("does not check above half", () => {
    expect(moraleTrigger(band(1, [member("ogre", { health: 11, maxHealth: 20 })]))).toBeNull();
  });
  it("with an odd maximum, half rounds nothing: 3 of 7 checks, 4 of 7 does not", () => {
    expect(moraleTrigger(band(1, [member("ogre", { health: 3, maxHealth: 7 })]))).toBe("loneWounded");
    expect(moraleTrigger(band(1, [member("ogre", { health: 4, maxHealth: 7 })]))).toBeNull();
  });
  it("a lone character no longer fighting checks nothing", () => {
    expect(moraleTrigger(band(1, [down("ogre")]))).toBeNull();
  });
});

describe("who rolls the group WIT save", () => {
  it("immune to fear, already passed and no longer fighting are exempt, each for its reason", () => {
    expect(moraleExemption(member("a"))).toBeNull();
    expect(moraleExemption(member("a", { immuneToFear: true }))).toBe("immuneToFear");
    expect(moraleExemption(member("a", { passedMorale: true }))).toBe("passedMorale");
    expect(moraleExemption(member("a", { fighting: false, immuneToFear: true, passedMorale: true }))).toBe("notFighting");
    expect(moraleExemption(member("a", { immuneToFear: true, passedMorale: true }))).toBe("immuneToFear");
  });
  it("a halved band: the two left standing roll, unless immune to fear", () => {
    const call = moraleCall(band(4, [member("a"), member("golem", { immuneToFear: true }), down("c"), down("d")]));
    expect(call).toEqual({
      trigger: "halved",
      reason: "FRAY.Factions.Morale.Trigger.halved",
      rollers: ["a"],
      exempt: [{ id: "golem", why: "immuneToFear" }, { id: "c", why: "notFighting" }, { id: "d", why: "notFighting" }],
    });
  });
  it("a lone wounded character rolls alone", () => {
    const call = moraleCall(band(1, [member("ogre", { health: 5 })]));
    expect(call).toEqual({ trigger: "loneWounded", reason: "FRAY.Factions.Morale.Trigger.loneWounded", rollers: ["ogre"], exempt: [] });
  });
  it("no check when no one is left to roll (all immune or already passed)", () => {
    expect(moraleCall(band(4, [member("a", { passedMorale: true }), member("b", { immuneToFear: true }), down("c"), down("d")]))).toBeNull();
  });
  it("no check when none is due", () => {
    expect(moraleCall(band(3, [member("a"), member("b"), down("c")]))).toBeNull();
  });
  it("property: whoever rolls is fighting, not immune to fear and has not passed", () => {
    const arb = fc.record({ fighting: fc.boolean(), immuneToFear: fc.boolean(), passedMorale: fc.boolean(), health: fc.integer({ min: 0, max: 10 }) });
    fc.assert(
      fc.property(fc.array(arb, { minLength: 1, maxLength: 8 }), (specs) => {
        const members = specs.map((s, i) => member(`m${i}`, s));
        const call = moraleCall(band(members.length, members));
        for (const id of call?.rollers ?? []) expect(moraleExemption(members.find((m) => m.id === id) as MoraleMember)).toBeNull();
        if (call !== null) expect(call.rollers.length + call.exempt.length).toBe(members.length);
      }),
      { numRuns: runs(150) },
    );
  });
});
