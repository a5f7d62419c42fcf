/** A token's place on a square grid as whole squares, and how far apart two places stand. Pure. */

/** A token's footprint in grid squares (column, row of its top-left corner; size in squares). */
export interface Footprint {
  col: number;
  row: number;
  width: number;
  height: number;
}

/** A token's footprint from its position in pixels and its size in squares. */
export function footprintOf(token: { x: number; y: number; width: number; height: number }, gridSizePx: number): Footprint {
  return { col: token.x / gridSizePx, row: token.y / gridSizePx, width: token.width, height: token.height };
}

/** Distance between two footprints in scene units, counting diagonals as one square: touching squares are one square apart. */
export function footprintDistance(a: Footprint, b: Footprint, unitsPerSquare: number): number {
  const gapX = Math.max(0, b.col - (a.col + a.width), a.col - (b.col + b.width));
  const gapY = Math.max(0, b.row - (a.row + a.height), a.row - (b.row + b.height));
  return (Math.max(gapX, gapY) + 1) * unitsPerSquare;
}
