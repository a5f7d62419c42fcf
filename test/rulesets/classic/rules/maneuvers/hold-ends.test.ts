/** Holds end when a creature goes down or is freed (docs/rules-notes.md, classic — holds that end). */
import { describe, expect, it } from "vitest";
import { GRAPPLE_STATUS_IDS, holdEscaped, holdsEndingWith } from "../../../../../src/rulesets/classic/rules/maneuvers/hold-ends";

const hold = (aggressor: string, defender: string) => ({ aggressor, defender, submissionRounds: 0 });

describe("holds that end with a creature", () => {
  it("the orc holding Brom goes down: the hold ends and both let go of their grapple statuses", () => {
    expect(holdsEndingWith([hold("orc", "brom")], "orc")).toEqual({ kept: [], ended: [hold("orc", "brom")], released: ["orc", "brom"] });
  });

  it("Brom, held by the orc, goes down: the same hold ends, Brom first among the released", () => {
    expect(holdsEndingWith([hold("orc", "brom")], "brom")).toEqual({ kept: [], ended: [hold("orc", "brom")], released: ["brom", "orc"] });
  });

  it("the orc holds Brom and Kit: Brom going down frees him, the orc still holds Kit and stays grappled", () => {
    const holds = [hold("orc", "brom"), hold("orc", "kit")];
    expect(holdsEndingWith(holds, "brom")).toEqual({ kept: [hold("orc", "kit")], ended: [hold("orc", "brom")], released: ["brom"] });
  });

  it("the orc, holding Brom and held by the ogre, goes down: both holds end, all three are released once each", () => {
    const holds = [hold("orc", "brom"), hold("ogre", "orc"), hold("ogre", "kit")];
    expect(holdsEndingWith(holds, "orc")).toEqual({ kept: [hold("ogre", "kit")], ended: [hold("orc", "brom"), hold("ogre", "orc")], released: ["orc", "brom"] });
  });

  it("a creature in no hold ends none and releases only itself (outside a fight its own statuses still go)", () => {
    expect(holdsEndingWith([hold("orc", "kit")], "brom")).toEqual({ kept: [hold("orc", "kit")], ended: [], released: ["brom"] });
  });

  it("two holds between the same pair release the partner once", () => {
    expect(holdsEndingWith([hold("orc", "brom"), hold("brom", "orc")], "brom").released).toEqual(["brom", "orc"]);
  });

  it("the statuses that end with a hold: grappled, pinned and exposed", () => {
    expect(GRAPPLE_STATUS_IDS).toEqual(["grappled", "pinned", "exposed"]);
  });

  it("Brom escapes the orc that holds only him: that hold ends and both are released", () => {
    expect(holdEscaped([hold("orc", "brom")], "orc", "brom")).toEqual({ kept: [], ended: [hold("orc", "brom")], released: ["orc", "brom"] });
  });

  it("Brom escapes the orc that also holds Kit: the orc stays grappled with Kit, only Brom is released", () => {
    const holds = [hold("orc", "brom"), hold("orc", "kit")];
    expect(holdEscaped(holds, "orc", "brom")).toEqual({ kept: [hold("orc", "kit")], ended: [hold("orc", "brom")], released: ["brom"] });
  });

  it("an escape from a hold that is not in the round state (outside a fight) ends nothing and releases nobody", () => {
    expect(holdEscaped([hold("orc", "kit")], "orc", "brom")).toEqual({ kept: [hold("orc", "kit")], ended: [], released: [] });
  });
});
