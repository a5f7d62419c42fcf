/**
 * Where two tokens stand relative to each other. Distance is measured with the scene's grid
 * (`canvas.grid.measurePath` between the two token centres), in the scene's units (feet on
 * sides maps), so it follows the grid's diagonal rule. Cover uses the square under each centre.
 */
import { coverFromGrid, type CoverResult } from "../rules/combat/cover";
import { cellOfPoint } from "./grid-units";
import { sceneSightWalls } from "./scene-walls";

export function distanceFt(from: Token.Implementation, to: Token.Implementation): number {
  const grid = canvas?.grid;
  if (!grid) return 0;
  return Math.round(grid.measurePath([from.center, to.center], {}).distance);
}

export function coverBetween(from: Token.Implementation, to: Token.Implementation): CoverResult | null {
  const grid = canvas?.grid;
  if (!grid) return null;
  return coverFromGrid(cellOfPoint(from.center, grid.size), cellOfPoint(to.center, grid.size), sceneSightWalls());
}
