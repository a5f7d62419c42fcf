import { describe, expect, it } from "vitest";
import { threatenedSquares, threatens, type SquareOffset } from "../../../../../src/rulesets/classic/rules/character/reach";

const trained = { reach: false, trained: true };
const reachWeapon = { reach: true, trained: true };
const sorted = (squares: SquareOffset[]): string[] => squares.map(([x, y]) => `${x},${y}`).sort();

describe("reach and threatened squares", () => {
  it("Medium and Small with a non-reach weapon threaten the 8 adjacent squares, not their own", () => {
    for (const size of ["medium", "small"] as const) {
      const squares = threatenedSquares(size, trained);
      expect(squares).toHaveLength(8);
      expect(threatens(size, trained, [1, 1])).toBe(true);
      expect(threatens(size, trained, [0, -1])).toBe(true);
      expect(threatens(size, trained, [0, 0])).toBe(false);
      expect(threatens(size, trained, [2, 0])).toBe(false);
    }
  });

  it("a Medium creature with a reach weapon threatens another set of squares: the whole 5×5 around it", () => {
    const squares = threatenedSquares("medium", reachWeapon);
    expect(squares).toHaveLength(24);
    expect(threatens("medium", reachWeapon, [2, 2])).toBe(true);
    expect(threatens("medium", reachWeapon, [1, 0])).toBe(true);
    expect(threatens("medium", reachWeapon, [3, 0])).toBe(false);
  });

  it("a Small creature with a reach weapon loses the corners of the larger square: 20 squares", () => {
    const squares = threatenedSquares("small", reachWeapon);
    expect(squares).toHaveLength(20);
    for (const corner of [[2, 2], [-2, 2], [2, -2], [-2, -2]] as const) expect(threatens("small", reachWeapon, corner)).toBe(false);
    expect(threatens("small", reachWeapon, [2, 1])).toBe(true);
    expect(threatens("small", reachWeapon, [1, 1])).toBe(true);
    expect(sorted(squares)).toEqual(sorted(threatenedSquares("medium", reachWeapon).filter(([x, y]) => Math.abs(x) + Math.abs(y) < 4)));
  });

  it("smaller than Small must share the opponent's square; a reach weapon lets it threaten the adjacent ones", () => {
    expect(threatenedSquares("tiny", trained)).toEqual([[0, 0]]);
    expect(threatenedSquares("fine", trained)).toEqual([[0, 0]]);
    expect(threatenedSquares("diminutive", reachWeapon)).toHaveLength(8);
  });

  it("an untrained weapon threatens no squares, reach or not", () => {
    expect(threatenedSquares("medium", { reach: false, trained: false })).toEqual([]);
    expect(threatenedSquares("medium", { reach: true, trained: false })).toEqual([]);
    expect(threatens("medium", { reach: false, trained: false }, [1, 0])).toBe(false);
  });
});
