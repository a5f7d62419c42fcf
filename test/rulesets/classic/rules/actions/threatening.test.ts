/** Who threatens whose square on the map: the chapter's Reach, untrained weapons, and grappling creatures. */
import { describe, expect, it } from "vitest";
import { squareOffset, threatensFootprint, type ThreatFacts } from "../../../../../src/rulesets/classic/rules/actions/threatening";

const at = (col: number, row: number, size = 1) => ({ col, row, width: size, height: size });
const sword = { reach: false, trained: true };
const glaive = { reach: true, trained: true };
const fighter = (extra: Partial<ThreatFacts> = {}): ThreatFacts => ({ size: "medium", weapon: sword, statuses: new Set<string>(), ...extra });

describe("squares between two footprints", () => {
  it("the same square is 0 apart, a neighbour 1, diagonals count each axis", () => {
    expect(squareOffset(at(3, 3), at(3, 3))).toEqual([0, 0]);
    expect(squareOffset(at(3, 3), at(4, 3))).toEqual([1, 0]);
    expect(squareOffset(at(3, 3), at(1, 5))).toEqual([2, 2]);
  });

  it("a Large creature's space counts from its nearest square", () => {
    expect(squareOffset(at(0, 0, 2), at(2, 1))).toEqual([1, 0]);
    expect(squareOffset(at(3, 0), at(0, 0, 2))).toEqual([2, 0]);
    expect(squareOffset(at(0, 0, 2), at(1, 1))).toEqual([0, 0]);
  });
});

describe("who threatens a square", () => {
  it("a Medium swordsman threatens the squares next to it, not two away", () => {
    expect(threatensFootprint(fighter(), at(0, 0), at(1, 1))).toBe(true);
    expect(threatensFootprint(fighter(), at(0, 0), at(2, 0))).toBe(false);
  });

  it("a Medium glaive threatens two away, corners too; a Small one loses the corners", () => {
    expect(threatensFootprint(fighter({ weapon: glaive }), at(0, 0), at(2, 2))).toBe(true);
    expect(threatensFootprint(fighter({ weapon: glaive, size: "small" }), at(0, 0), at(2, 2))).toBe(false);
    expect(threatensFootprint(fighter({ weapon: glaive, size: "small" }), at(0, 0), at(2, 1))).toBe(true);
  });

  it("an untrained wielder and an empty-handed creature threaten nothing", () => {
    expect(threatensFootprint(fighter({ weapon: { reach: false, trained: false } }), at(0, 0), at(1, 0))).toBe(false);
    expect(threatensFootprint(fighter({ weapon: null }), at(0, 0), at(1, 0))).toBe(false);
  });

  it("grappling, pinned, unconscious, dying, stabilized or dead creatures threaten nothing", () => {
    for (const status of ["grappled", "pinned", "unconscious", "dying", "stabilized", "dead"]) {
      expect(threatensFootprint(fighter({ statuses: new Set([status]) }), at(0, 0), at(1, 0)), status).toBe(false);
    }
    expect(threatensFootprint(fighter({ statuses: new Set(["prone"]) }), at(0, 0), at(1, 0))).toBe(true);
  });

  it("an ogre filling four squares threatens next to any of them", () => {
    expect(threatensFootprint(fighter({ size: "large" }), at(0, 0, 2), at(2, 2))).toBe(true);
    expect(threatensFootprint(fighter({ size: "large" }), at(0, 0, 2), at(3, 0))).toBe(false);
  });
});
