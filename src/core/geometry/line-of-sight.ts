/**
 * Line of sight between grid squares, computed exactly: if some sight line between two squares
 * is free, one is free that passes through two critical points (square corners or wall
 * endpoints), so those lines are the only ones to try after a quick sample.
 */
import {
  at,
  cellRect,
  clipLine,
  rectCorners,
  rectSamples,
  sightBlocked,
  wallsNear,
  type Cell,
  type Point,
  type Rect,
  type Wall,
} from "./sight-geometry";

function endpoints(walls: readonly Wall[]): Point[] {
  return walls.flatMap((w) => [w.a, w.b]);
}

/**
 * The shortest piece of the line from u through v joining rectangle a to rectangle b, when a comes
 * first along it, or null. Every pair of points is tried both ways round, so the other order is covered.
 */
function bridge(u: Point, v: Point, a: Rect, b: Rect): [Point, Point] | null {
  const d = { x: v.x - u.x, y: v.y - u.y };
  const ta = clipLine(u, d, a);
  const tb = clipLine(u, d, b);
  return ta && tb && ta[1] <= tb[0] ? [at(u, d, ta[1]), at(u, d, tb[0])] : null;
}

/** Any point of square `from` sees any point of square `to`. */
export function hasLineOfSight(from: Cell, to: Cell, walls: readonly Wall[]): boolean {
  const a = cellRect(from);
  const b = cellRect(to);
  const near = wallsNear(a, b, walls);
  for (const p of rectSamples(a)) {
    for (const q of rectSamples(b)) if (!sightBlocked(p, q, near)) return true;
  }
  const critical = [...rectCorners(a), ...rectCorners(b), ...endpoints(near)];
  return critical.some((u) =>
    critical.some((v) => {
      const seg = bridge(u, v, a, b);
      return seg !== null && !sightBlocked(seg[0], seg[1], near);
    }),
  );
}

/** Some point of square `from` sees the point `target` (a corner of another square). */
export function seesPoint(from: Cell, target: Point, walls: readonly Wall[]): boolean {
  const a = cellRect(from);
  const tiny: Rect = { x0: target.x, y0: target.y, x1: target.x, y1: target.y };
  const near = wallsNear(a, tiny, walls);
  for (const p of rectSamples(a)) if (!sightBlocked(p, target, near)) return true;
  for (const u of [...rectCorners(a), ...endpoints(near)]) {
    const d = { x: u.x - target.x, y: u.y - target.y };
    const t = clipLine(target, d, a);
    if (!t) continue;
    // Along the line through the target, the square lies wholly on one side of it (the target is outside
    // the square); its nearest point there is the best placed to see the target.
    const nearest = t[0] >= 0 ? t[0] : t[1];
    if (!sightBlocked(target, at(target, d, nearest), near)) return true;
  }
  return false;
}
