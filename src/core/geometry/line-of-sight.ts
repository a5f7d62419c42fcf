/**
 * Line of sight between grid squares, computed exactly: if some sight line between two squares
 * is free, one is free that passes through two critical points (square corners, wall endpoints, or
 * where a wall cuts a square's edge), so those lines are the only ones to try after a quick sample.
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

/**
 * The points of the walls a free sight line can hinge on: each wall's two ends, and where its line crosses
 * the edges of the squares (a wall cutting through a square can bound the part of it that sees out).
 */
function wallPoints(walls: readonly Wall[], squares: readonly Rect[]): Point[] {
  return walls.flatMap((w) => {
    const d = { x: w.b.x - w.a.x, y: w.b.y - w.a.y };
    // Stryker disable next-line ArrayDeclaration: a made-up entry is no number, so its point is NaN and its lines clip to nothing
    const crossings = squares.flatMap((r) => clipLine(w.a, d, r) ?? []);
    return [0, 1, ...crossings].map((t) => at(w.a, d, t));
  });
}

/**
 * The piece of the line through u and v that joins rectangles a and b (from the one it meets first to the
 * other), or null when the line misses either.
 */
function bridge(u: Point, v: Point, a: Rect, b: Rect): [Point, Point] | null {
  const d = { x: v.x - u.x, y: v.y - u.y };
  const ta = clipLine(u, d, a);
  const tb = clipLine(u, d, b);
  // The squares do not overlap: the piece runs from the earlier chord's end to the later one's start.
  return ta && tb ? [at(u, d, Math.min(ta[1], tb[1])), at(u, d, Math.max(ta[0], tb[0]))] : null;
}

/** Any point of square `from` sees any point of square `to`. */
export function hasLineOfSight(from: Cell, to: Cell, walls: readonly Wall[]): boolean {
  const a = cellRect(from);
  const b = cellRect(to);
  const near = wallsNear(a, b, walls);
  // Stryker disable next-line BlockStatement: performance only: the exact search below decides alone
  for (const p of rectSamples(a)) {
    // Stryker disable next-line ConditionalExpression: performance only: the exact search below decides alone
    for (const q of rectSamples(b)) if (!sightBlocked(p, q, near)) return true;
  }
  const critical = [...rectCorners(a), ...rectCorners(b), ...wallPoints(near, [a, b])];
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
  // Stryker disable next-line ConditionalExpression: performance only: the exact search below decides alone
  for (const p of rectSamples(a)) if (!sightBlocked(p, target, near)) return true;
  for (const u of [...rectCorners(a), ...wallPoints(near, [a])]) {
    const d = { x: u.x - target.x, y: u.y - target.y };
    const t = clipLine(target, d, a);
    if (!t) continue;
    // The target is outside the square, so along this line the square's point nearest it has the
    // parameter nearest 0 (the square lies wholly on one side); that point is the best placed to see it.
    const nearest = Math.min(Math.max(0, t[0]), t[1]);
    if (!sightBlocked(target, at(target, d, nearest), near)) return true;
  }
  return false;
}
