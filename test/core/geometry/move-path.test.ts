import { describe, expect, it } from "vitest";
import { placesAlong, placesLeft } from "../../../src/core/geometry/move-path";

const SQUARE = 50;
const at = (col: number, row = 0, size = 1) => ({ x: col * SQUARE, y: row * SQUARE, width: size, height: size });

describe("the places a move passed", () => {
  it("a straight leg passes every square between its ends, in order", () => {
    expect(placesAlong(at(0), [at(0, 3)], SQUARE)).toEqual([at(0), at(0, 1), at(0, 2), at(0, 3)]);
    expect(placesAlong(at(4), [at(1)], SQUARE)).toEqual([at(4), at(3), at(2), at(1)]);
  });

  it("a diagonal leg steps one column and one row at a time; a leg at a slant passes the squares nearest its line", () => {
    expect(placesAlong(at(0), [at(3, 3)], SQUARE)).toEqual([at(0), at(1, 1), at(2, 2), at(3, 3)]);
    expect(placesAlong(at(0), [at(4, 2)], SQUARE)).toEqual([at(0), at(1, 1), at(2, 1), at(3, 2), at(4, 2)]);
  });

  it("each corner starts a new leg, and a corner where the token already stood is not counted twice", () => {
    expect(placesAlong(at(0), [at(2), at(2), at(2, 1)], SQUARE)).toEqual([at(0), at(1), at(2), at(2, 1)]);
  });

  it("a jumped leg has no places between its ends", () => {
    expect(placesAlong(at(0), [{ ...at(4), jumped: true }, at(5)], SQUARE)).toEqual([at(0), at(4), at(5)]);
  });

  it("a large creature keeps its size on the way, and its last place has the size it stopped with", () => {
    expect(placesAlong(at(0, 0, 2), [at(2, 0, 2)], SQUARE)).toEqual([at(0, 0, 2), at(1, 0, 2), at(2, 0, 2)]);
  });

  it("on a scene with no grid, the corners alone are the path", () => {
    expect(placesAlong({ x: 0, y: 0, width: 1, height: 1 }, [{ x: 130, y: 40, width: 1, height: 1 }], 0)).toEqual([
      { x: 0, y: 0, width: 1, height: 1 },
      { x: 130, y: 40, width: 1, height: 1 },
    ]);
  });

  it("a move that ends where it began passes the squares it went through and back", () => {
    expect(placesAlong(at(0), [at(2), at(0)], SQUARE)).toEqual([at(0), at(1), at(2), at(1), at(0)]);
  });
});

describe("the places a move left", () => {
  it("are every place it passed but where it stopped, its start included", () => {
    expect(placesLeft(placesAlong(at(0), [at(3)], SQUARE))).toEqual([at(0), at(1), at(2)]);
    expect(placesLeft([at(4)])).toEqual([]);
  });
});
