/**
 * Every place a token stood during one move, from the corners it was dragged through: each straight
 * leg is walked one square at a time (a diagonal step moves one column and one row, as a square grid
 * measures a direct path), and a leg the token jumped (a teleport) has no places between its ends. Pure.
 */

/** A corner of the move, in pixels (the token's top-left), and whether the token jumped to it. */
export interface MoveCorner {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The leg ending here was a jump: the token passed through nothing on the way. */
  jumped?: boolean;
}

/** A place the token stood, in pixels (its top-left) and its size in squares. */
export interface MovePlace {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The square nearest a fractional column or row; halfway goes to the larger (float noise below a millionth ignored). */
const nearestSquare = (value: number) => Math.round(Math.round(value * 1e6) / 1e6);

const samePlace = (a: MovePlace, b: MovePlace) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/** The places one straight leg passes, `from` excluded, `to` included; positions snap to whole squares of `gridSize` pixels. */
function legPlaces(from: MovePlace, to: MoveCorner, gridSize: number): MovePlace[] {
  const end = { x: to.x, y: to.y, width: to.width, height: to.height };
  if (to.jumped) return [end];
  const dCol = (to.x - from.x) / gridSize;
  const dRow = (to.y - from.y) / gridSize;
  const steps = Math.ceil(Math.max(Math.abs(dCol), Math.abs(dRow)));
  const places: MovePlace[] = [];
  for (let step = 1; step < steps; step += 1) {
    const col = nearestSquare(from.x / gridSize + (dCol * step) / steps);
    const row = nearestSquare(from.y / gridSize + (dRow * step) / steps);
    places.push({ x: col * gridSize, y: row * gridSize, width: from.width, height: from.height });
  }
  places.push(end);
  return places;
}

/**
 * The places a move passed: its origin first, its last corner last, each square between once in
 * the order passed (a place repeated back to back is kept once). A grid of no size walks nothing
 * between corners.
 */
export function placesAlong(origin: MovePlace, corners: readonly MoveCorner[], gridSize: number): MovePlace[] {
  const path: MovePlace[] = [{ ...origin }];
  for (const corner of corners) {
    const from = path[path.length - 1]!;
    const leg = gridSize > 0 ? legPlaces(from, corner, gridSize) : [{ x: corner.x, y: corner.y, width: corner.width, height: corner.height }];
    for (const place of leg) if (!samePlace(place, path[path.length - 1]!)) path.push(place);
  }
  return path;
}

/** The places a move left behind: every one it passed but where it stopped (the start included). */
export function placesLeft<P>(path: readonly P[]): P[] {
  return path.slice(0, -1);
}
