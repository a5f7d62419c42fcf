import { describe, expect, it } from "vitest";
import { footprintDistance, footprintOf } from "../../../src/core/geometry/footprint";

const sq = (col: number, row: number, size = 1) => ({ col, row, width: size, height: size });

describe("How far apart two tokens stand on the grid", () => {
  it("touching squares, diagonals included, are one square (5 ft) apart; one square between is 10 ft", () => {
    expect(footprintDistance(sq(0, 0), sq(1, 0), 5)).toBe(5);
    expect(footprintDistance(sq(0, 0), sq(1, 1), 5)).toBe(5);
    expect(footprintDistance(sq(0, 0), sq(2, 1), 5)).toBe(10);
  });
  it("a large token is measured from its nearest edge", () => {
    expect(footprintDistance(sq(0, 0), sq(2, 0, 2), 5)).toBe(10);
    expect(footprintDistance(sq(3, 0), sq(0, 0, 2), 5)).toBe(10);
  });
  it("counts rows as it counts columns, whichever token is further down", () => {
    expect(footprintDistance(sq(0, 0), sq(0, 3), 5)).toBe(15);
    expect(footprintDistance(sq(0, 3), sq(0, 0), 5)).toBe(15);
    expect(footprintDistance(sq(0, 3), sq(0, 0, 2), 5)).toBe(10);
    expect(footprintDistance(sq(1, 0), sq(0, 4), 5)).toBe(20);
  });
  it("a token sharing or overlapping another's squares is in reach, one square away", () => {
    expect(footprintDistance(sq(1, 1), sq(1, 1), 5)).toBe(5);
    expect(footprintDistance(sq(0, 0, 3), sq(1, 1), 5)).toBe(5);
  });
  it("a token's footprint comes from its pixel position and size in squares", () => {
    expect(footprintOf({ x: 200, y: 100, width: 2, height: 2 }, 100)).toEqual({ col: 2, row: 1, width: 2, height: 2 });
    expect(footprintOf({ x: 150, y: 300, width: 1, height: 3 }, 50)).toEqual({ col: 3, row: 6, width: 1, height: 3 });
  });
});
