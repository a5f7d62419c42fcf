import { describe, expect, it } from "vitest";
import { sideCounts, sideOfDisposition, stillFighting, type SideMember } from "../../../../../src/rulesets/declared/rules/morale/morale-sides";

const member = (id: string, side: SideMember["side"], fighting = true): SideMember => ({ id, side, fighting });

describe("who counts as a monster's allies and opponents", () => {
  it("a token's disposition is its side: friendly, hostile (secret too) or neutral", () => {
    expect(sideOfDisposition(1)).toBe("friendly");
    expect(sideOfDisposition(-1)).toBe("hostile");
    expect(sideOfDisposition(-2)).toBe("hostile");
    expect(sideOfDisposition(0)).toBe("neutral");
  });

  it("still fighting: up and not marked defeated; down, dead or defeated creatures count for no one", () => {
    expect(stillFighting("unhurt", false)).toBe(true);
    expect(stillFighting("wounded", false)).toBe(true);
    expect(stillFighting("wounded", true)).toBe(false);
    for (const state of ["incapacitated", "dying", "stabilized", "dead"] as const) expect(stillFighting(state, false)).toBe(false);
  });

  it("two hobgoblins against three heroes: the first hobgoblin has one ally and three opponents", () => {
    const members = [member("hob1", "hostile"), member("hob2", "hostile"), member("a", "friendly"), member("b", "friendly"), member("c", "friendly")];
    expect(sideCounts("hob1", members)).toEqual({ allies: 1, opponents: 3 });
  });

  it("a hero who went down and a fallen ally no longer count; neutral bystanders never do", () => {
    const members = [member("hob1", "hostile"), member("hob2", "hostile", false), member("a", "friendly"), member("b", "friendly", false), member("n", "neutral")];
    expect(sideCounts("hob1", members)).toEqual({ allies: 0, opponents: 1 });
  });

  it("a wolf friendly to the party is an opponent of the hostile ogre, monster or not", () => {
    const members = [member("ogre", "hostile"), member("wolf", "friendly")];
    expect(sideCounts("ogre", members)).toEqual({ allies: 0, opponents: 1 });
  });

  it("a neutral monster, or one not in the list, faces no one", () => {
    expect(sideCounts("n", [member("n", "neutral"), member("a", "friendly")])).toEqual({ allies: 0, opponents: 0 });
    expect(sideCounts("x", [member("a", "friendly")])).toEqual({ allies: 0, opponents: 0 });
  });
});
