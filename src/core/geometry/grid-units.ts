/**
 * Canvas pixels → the grid units the cover geometry works in (one square = 1). Pure: the shell
 * hands in wall coordinates and the grid size it read from the scene.
 */
import type { Cell, Point, Wall } from "./sight-geometry";

/** A wall as the scene stores it: `c` is [x0, y0, x1, y1] in pixels. */
export interface SceneWall {
  c: readonly number[];
  /** Blocks sight unless this is the "none" sense type. */
  blocksSight: boolean;
  /** An open door lets sight through whatever its sense type. */
  openDoor: boolean;
}

export function wallsInGrid(walls: readonly SceneWall[], gridSize: number): Wall[] {
  return walls.flatMap((w) => {
    const [x0, y0, x1, y1] = w.c;
    if (!w.blocksSight || w.openDoor || x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined) return [];
    return [{ a: { x: x0 / gridSize, y: y0 / gridSize }, b: { x: x1 / gridSize, y: y1 / gridSize } }];
  });
}

/** The square a point (a token's centre) stands in. */
export function cellOfPoint(point: Point, gridSize: number): Cell {
  return { x: Math.floor(point.x / gridSize), y: Math.floor(point.y / gridSize) };
}
