/**
 * Where two tokens stand relative to each other. Distance is measured with the scene's grid
 * (`canvas.grid.measurePath` between the two token centres), in the scene's units, so it follows
 * the grid's diagonal rule. Sight (for cover) runs from the square under each centre.
 */
import { cellOfPoint } from "../../core/geometry/grid-units";
import type { Cell, Wall } from "../../core/geometry/sight-geometry";
import { sceneSightWalls } from "./scene-walls";

export function distanceBetween(from: Token.Implementation, to: Token.Implementation): number {
  const grid = canvas?.grid;
  if (!grid) return 0;
  return Math.round(grid.measurePath([from.center, to.center], {}).distance);
}

/** The two tokens' squares and the scene's sight-blocking walls, in grid units; null without a grid. */
export function sightBetween(from: Token.Implementation, to: Token.Implementation): { from: Cell; to: Cell; walls: Wall[] } | null {
  const grid = canvas?.grid;
  if (!grid) return null;
  return { from: cellOfPoint(from.center, grid.size), to: cellOfPoint(to.center, grid.size), walls: sceneSightWalls() };
}
