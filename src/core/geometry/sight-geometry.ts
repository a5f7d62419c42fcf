/**
 * Pure 2D geometry for line of sight on a square grid. Coordinates are in grid units (one
 * square = 1); walls are line segments that block sight.
 *
 * When does a wall block a sight line? Walls have no thickness, so:
 * - crossing a wall's interior blocks;
 * - running along a wall (collinear) does not: it grazes the face;
 * - passing through a wall endpoint blocks only if walls leave that point on both sides of the
 *   line (the line goes *through* a junction), not when it grazes a corner or a wall's tip.
 * Squares are taken a hair inside their edges, so a square's own corner that lies on a wall is
 * seen from its own side of the wall and not through it.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Wall {
  a: Point;
  b: Point;
}

/** A grid square by its top-left corner in grid units. */
export interface Cell {
  x: number;
  y: number;
}

const EPS = 1e-9;
/** How far inside its edges a square's points are taken. */
export const CELL_INSET = 1e-4;

function cross(p: Point, q: Point, r: Point): number {
  return (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
}

function side(p: Point, q: Point, r: Point): -1 | 0 | 1 {
  const c = cross(p, q, r);
  const scale = Math.max(1, Math.hypot(q.x - p.x, q.y - p.y));
  if (c > EPS * scale) return 1;
  if (c < -EPS * scale) return -1;
  return 0;
}

function samePoint(p: Point, q: Point): boolean {
  return Math.abs(p.x - q.x) < 1e-7 && Math.abs(p.y - q.y) < 1e-7;
}

/** r lies on segment pq strictly between its ends (r is assumed collinear). */
function strictlyBetween(p: Point, q: Point, r: Point): boolean {
  const t = (r.x - p.x) * (q.x - p.x) + (r.y - p.y) * (q.y - p.y);
  const len2 = (q.x - p.x) ** 2 + (q.y - p.y) ** 2;
  return t > 1e-7 * len2 && t < len2 * (1 - 1e-7);
}

/** Whether the segment from p to q is blocked by any wall, by the rules above. */
export function sightBlocked(p: Point, q: Point, walls: readonly Wall[]): boolean {
  const vertices: Point[] = [];
  for (const w of walls) {
    const o1 = side(p, q, w.a);
    const o2 = side(p, q, w.b);
    if (o1 * o2 < 0 && side(w.a, w.b, p) * side(w.a, w.b, q) < 0) return true;
    if (o1 === 0 && strictlyBetween(p, q, w.a)) vertices.push(w.a);
    if (o2 === 0 && strictlyBetween(p, q, w.b)) vertices.push(w.b);
  }
  for (const v of vertices) {
    let left = false;
    let right = false;
    for (const w of walls) {
      const other = samePoint(w.a, v) ? w.b : samePoint(w.b, v) ? w.a : null;
      if (!other) continue;
      const s = side(p, q, other);
      if (s > 0) left = true;
      if (s < 0) right = true;
    }
    if (left && right) return true;
  }
  return false;
}

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function cellRect(cell: Cell): Rect {
  return { x0: cell.x + CELL_INSET, y0: cell.y + CELL_INSET, x1: cell.x + 1 - CELL_INSET, y1: cell.y + 1 - CELL_INSET };
}

/** The four corners, in order top-left, top-right, bottom-right, bottom-left. */
export function rectCorners(r: Rect): [Point, Point, Point, Point] {
  return [
    { x: r.x0, y: r.y0 },
    { x: r.x1, y: r.y0 },
    { x: r.x1, y: r.y1 },
    { x: r.x0, y: r.y1 },
  ];
}

/** Corners, edge midpoints and centre: a quick first sample of a square. */
export function rectSamples(r: Rect): Point[] {
  const xs = [r.x0, (r.x0 + r.x1) / 2, r.x1];
  const ys = [r.y0, (r.y0 + r.y1) / 2, r.y1];
  return xs.flatMap((x) => ys.map((y) => ({ x, y })));
}

/** The parameter range [t0, t1] of the line p + t·d inside the rectangle, or null. */
export function clipLine(p: Point, d: Point, r: Rect): [number, number] | null {
  let t0 = -Infinity;
  let t1 = Infinity;
  const axes: [number, number, number, number][] = [
    [p.x, d.x, r.x0, r.x1],
    [p.y, d.y, r.y0, r.y1],
  ];
  for (const [start, dir, lo, hi] of axes) {
    if (Math.abs(dir) < 1e-12) {
      if (start < lo - 1e-12 || start > hi + 1e-12) return null;
      continue;
    }
    const a = (lo - start) / dir;
    const b = (hi - start) / dir;
    t0 = Math.max(t0, Math.min(a, b));
    t1 = Math.min(t1, Math.max(a, b));
  }
  return t0 <= t1 + 1e-12 ? [t0, t1] : null;
}

export function at(p: Point, d: Point, t: number): Point {
  return { x: p.x + d.x * t, y: p.y + d.y * t };
}

/** Walls that could matter between two rectangles: those touching their bounding box. */
export function wallsNear(a: Rect, b: Rect, walls: readonly Wall[]): Wall[] {
  const box: Rect = {
    x0: Math.min(a.x0, b.x0) - 1e-6,
    y0: Math.min(a.y0, b.y0) - 1e-6,
    x1: Math.max(a.x1, b.x1) + 1e-6,
    y1: Math.max(a.y1, b.y1) + 1e-6,
  };
  return walls.filter((w) => {
    // The part of the wall's line inside the box must overlap the wall itself (t from 0 to 1).
    const t = clipLine(w.a, { x: w.b.x - w.a.x, y: w.b.y - w.a.y }, box);
    return t !== null && t[1] >= 0 && t[0] <= 1;
  });
}
