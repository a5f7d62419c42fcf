/**
 * The squares a creature threatens, as [dx, dy] offsets from its own square. Medium and Small threaten
 * the 8 adjacent squares; a reach weapon adds the next ring (the 5×5 square), and a Small wielder loses
 * that ring's four corners (rules-notes: the "Diagram Pending" hole). Smaller than Small threatens only
 * its own square, or the adjacent ones with a reach weapon. An untrained weapon threatens nothing.
 * Large and bigger fill more than one square; their reach is the GM's to place on the map.
 */
import type { ClassicSize } from "./size";

export type SquareOffset = readonly [dx: number, dy: number];

const TINIER_THAN_SMALL: ReadonlySet<ClassicSize> = new Set<ClassicSize>(["fine", "diminutive", "tiny"]);

function ring(radius: number): SquareOffset[] {
  const squares: SquareOffset[] = [];
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      if (Math.max(Math.abs(dx), Math.abs(dy)) === radius) squares.push([dx, dy]);
    }
  }
  return squares;
}

function isCorner([dx, dy]: SquareOffset, radius: number): boolean {
  return Math.abs(dx) === radius && Math.abs(dy) === radius;
}

export function threatenedSquares(size: ClassicSize, weapon: { reach: boolean; trained: boolean }): SquareOffset[] {
  if (!weapon.trained) return [];
  if (TINIER_THAN_SMALL.has(size)) return weapon.reach ? ring(1) : [[0, 0]];
  if (!weapon.reach) return ring(1);
  const outer = size === "small" ? ring(2).filter((square) => !isCorner(square, 2)) : ring(2);
  return [...ring(1), ...outer];
}

/** Whether a square at this offset is threatened. */
export function threatens(size: ClassicSize, weapon: { reach: boolean; trained: boolean }, [dx, dy]: SquareOffset): boolean {
  return threatenedSquares(size, weapon).some(([x, y]) => x === dx && y === dy);
}
