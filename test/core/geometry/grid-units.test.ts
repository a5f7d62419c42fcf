import { describe, expect, it } from "vitest";
import { cellOfPoint, wallsInGrid } from "../../../src/core/geometry/grid-units";

describe("scene walls in grid units", () => {
  it("keeps sight-blocking walls and closed doors, scaled to squares", () => {
    const walls = wallsInGrid(
      [
        { c: [100, 0, 100, 300], blocksSight: true, openDoor: false },
        { c: [0, 50, 400, 150], blocksSight: true, openDoor: false },
        { c: [0, 0, 50, 0], blocksSight: false, openDoor: false },
        { c: [200, 0, 200, 100], blocksSight: true, openDoor: true },
      ],
      100,
    );
    expect(walls).toEqual([{ a: { x: 1, y: 0 }, b: { x: 1, y: 3 } }, { a: { x: 0, y: 0.5 }, b: { x: 4, y: 1.5 } }]);
  });
  it("drops a wall whose stored coordinates are incomplete", () => {
    for (const c of [[], [0], [0, 0], [0, 0, 100]]) expect(wallsInGrid([{ c, blocksSight: true, openDoor: false }], 100)).toEqual([]);
  });
  it("puts a token's centre in its square", () => {
    expect(cellOfPoint({ x: 250, y: 149 }, 100)).toEqual({ x: 2, y: 1 });
    expect(cellOfPoint({ x: 200, y: -1 }, 100)).toEqual({ x: 2, y: -1 });
  });
});
