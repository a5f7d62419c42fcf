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

/** The shortest piece of the line through u and v joining the two rectangles, or null. */
function bridge(u: Point, v: Point, a: Rect, b: Rect): [Point, Point] | null {
  const d = { x: v.x - u.x, y: v.y - u.y };
  if (Math.abs(d.x) < 1e-12 && Math.abs(d.y) < 1e-12) return null;
  const ta = clipLine(u, d, a);
  const tb = clipLine(u, d, b);
  if (!ta || !tb) return null;
  if (ta[1] <= tb[0]) return [at(u, d, ta[1]), at(u, d, tb[0])];
  if (tb[1] <= ta[0]) return [at(u, d, ta[0]), at(u, d, tb[1])];
  return [at(u, d, Math.max(ta[0], tb[0])), at(u, d, Math.max(ta[0], tb[0]))];
}

/** Any point of square `from` sees any point of square `to`. */
export function hasLineOfSight(from: Cell, to: Cell, walls: readonly Wall[]): boolean {
  const a = cellRect(from);
  const b = cellRect(to);
  const near = wallsNear(a, b, walls);
  if (near.length === 0) return true;
  for (const p of rectSamples(a)) {
    for (const q of rectSamples(b)) if (!sightBlocked(p, q, near)) return true;
  }
  const critical = [...rectCorners(a), ...rectCorners(b), ...endpoints(near)];
  for (let i = 0; i < critical.length; i++) {
    for (let j = i + 1; j < critical.length; j++) {
      const u = critical[i];
      const v = critical[j];
      if (!u || !v) continue;
      const seg = bridge(u, v, a, b);
      if (seg && !sightBlocked(seg[0], seg[1], near)) return true;
    }
  }
  return false;
}

/** Some point of square `from` sees the point `target` (a corner of another square). */
export function seesPoint(from: Cell, target: Point, walls: readonly Wall[]): boolean {
  const a = cellRect(from);
  const tiny: Rect = { x0: target.x, y0: target.y, x1: target.x, y1: target.y };
  const near = wallsNear(a, tiny, walls);
  if (near.length === 0) return true;
  for (const p of rectSamples(a)) if (!sightBlocked(p, target, near)) return true;
  for (const u of [...rectCorners(a), ...endpoints(near)]) {
    const d = { x: u.x - target.x, y: u.y - target.y };
    if (Math.abs(d.x) < 1e-12 && Math.abs(d.y) < 1e-12) continue;
    const t = clipLine(target, d, a);
    if (!t) continue;
    // Along a ray from the target, the nearest point of the square is the best placed to see it.
    const nearest = t[0] >= 0 ? t[0] : t[1] <= 0 ? t[1] : 0;
    if (!sightBlocked(target, at(target, d, nearest), near)) return true;
  }
  return false;
}
