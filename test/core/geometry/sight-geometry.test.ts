/**
 * The two helpers the sight search rests on: which walls can matter between two squares (only
 * those are searched, so a wall left out would be seen through), and where a line crosses a square.
 */
import { describe, expect, it } from "vitest";
import { CELL_INSET, cellRect, clipLine, rectSamples, wallsNear, type Wall } from "../../../src/core/geometry/sight-geometry";

const wall = (ax: number, ay: number, bx: number, by: number): Wall => ({ a: { x: ax, y: ay }, b: { x: bx, y: by } });
const square = { x0: 0, y0: 0, x1: 1, y1: 1 };

describe("a square as the sight search sees it", () => {
  it("is taken a hair inside its edges, so a wall along its edge is seen from its own side only", () => {
    expect(cellRect({ x: 2, y: 3 })).toEqual({ x0: 2 + CELL_INSET, y0: 3 + CELL_INSET, x1: 3 - CELL_INSET, y1: 4 - CELL_INSET });
    expect(CELL_INSET).toBeGreaterThan(0);
  });
  it("is first sampled at its corners, edge midpoints and centre", () => {
    expect(rectSamples(square)).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0.5 },
      { x: 0, y: 1 },
      { x: 0.5, y: 0 },
      { x: 0.5, y: 0.5 },
      { x: 0.5, y: 1 },
      { x: 1, y: 0 },
      { x: 1, y: 0.5 },
      { x: 1, y: 1 },
    ]);
  });
});

describe("the walls that can matter between two squares", () => {
  const a = cellRect({ x: 0, y: 0 });
  const b = cellRect({ x: 3, y: 2 });
  it("are those that reach into the box around both, whichever way they were drawn", () => {
    const inside = wall(1, 1, 2, 2);
    const crossing = wall(-5, 1.5, 10, 1.5);
    const throughCorner = wall(-1, 4, 5, -2);
    const walls = [inside, crossing, { a: crossing.b, b: crossing.a }, throughCorner];
    expect(wallsNear(a, b, walls)).toEqual(walls);
  });
  it("leave out walls off to any side, or on the box's line but short of it", () => {
    const away = [wall(5, 0, 5, 3), wall(-1, 0, -1, 3), wall(0, 4, 4, 4), wall(0, -1, 4, -1), wall(-3, -3, -1, -1), wall(5, 5, 7, 7), wall(-2, 4, 0, 6)];
    expect(wallsNear(a, b, away)).toEqual([]);
  });
  it("count a wall within a millionth of a square of the box, and no further", () => {
    const edge = b.x1;
    expect(wallsNear(a, b, [wall(edge + 5e-7, 0, edge + 5e-7, 3)])).toHaveLength(1);
    expect(wallsNear(a, b, [wall(edge + 2e-6, 0, edge + 2e-6, 3)])).toEqual([]);
    expect(wallsNear(a, b, [wall(0.5, a.y0 - 5e-7, 0.5, -2)])).toHaveLength(1);
    expect(wallsNear(a, b, [wall(0.5, b.y1 + 5e-7, 0.5, 9)])).toHaveLength(1);
    expect(wallsNear(a, b, [wall(a.x0 - 5e-7, 0.5, -2, 0.5)])).toHaveLength(1);
  });
});

describe("where a line crosses a square", () => {
  it("gives the stretch of the line inside it, whichever way the line runs", () => {
    expect(clipLine({ x: -1, y: 0.5 }, { x: 1, y: 0 }, square)).toEqual([1, 2]);
    expect(clipLine({ x: 2, y: 0.5 }, { x: -1, y: 0 }, square)).toEqual([1, 2]);
    expect(clipLine({ x: 0.5, y: -2 }, { x: 0, y: 2 }, square)).toEqual([1, 1.5]);
    expect(clipLine({ x: -1, y: -1 }, { x: 1, y: 1 }, square)).toEqual([1, 2]);
  });
  it("a line along an edge of the square still touches it", () => {
    expect(clipLine({ x: -1, y: 0 }, { x: 1, y: 0 }, square)).toEqual([1, 2]);
    expect(clipLine({ x: -1, y: 1 }, { x: 1, y: 0 }, square)).toEqual([1, 2]);
    expect(clipLine({ x: 0, y: 3 }, { x: 0, y: -1 }, square)).toEqual([2, 3]);
  });
  it("a line through a corner only touches it there", () => {
    expect(clipLine({ x: 0, y: 2 }, { x: 1, y: -1 }, square)).toEqual([1, 1]);
  });
  it("a line that passes by gives nothing", () => {
    expect(clipLine({ x: -1, y: 1.5 }, { x: 1, y: 0 }, square)).toBeNull();
    expect(clipLine({ x: -1, y: -0.5 }, { x: 1, y: 0 }, square)).toBeNull();
    expect(clipLine({ x: 0, y: 2.5 }, { x: 1, y: -1 }, square)).toBeNull();
  });
});
