/**
 * Scene Regions as plain polygons, in canvas pixels: each shape a Region stores (rectangle, circle,
 * ellipse, polygon) turned into a polygon, whether two polygons touch or overlap, and whether a
 * rectangle (a token's footprint) covers part of one. Pure; the shell reads the shapes from the scene.
 * Shape data as v13 stores it: https://foundryvtt.com/api/v13/classes/foundry.data.RectangleShapeData.html,
 * CircleShapeData, EllipseShapeData, PolygonShapeData (`points` flat [x0, y0, x1, y1, …]); rectangles and
 * ellipses turn by `rotation` degrees about their centre.
 */

export interface Point {
  x: number;
  y: number;
}

export type Polygon = readonly Point[];

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A Region's shape as the scene stores it; fields a type does not use are absent. */
export interface ShapeData {
  type: string;
  hole?: boolean;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  radius?: number;
  radiusX?: number;
  radiusY?: number;
  rotation?: number;
  points?: readonly number[];
}

/** Sides of the polygon standing in for a circle or an ellipse. */
export const CURVE_SIDES = 32;
/** How near, in pixels, two edges must lie to count as one shared border. */
export const TOUCH_TOLERANCE = 1;

const num = (value: number | undefined): number => (Number.isFinite(value) ? (value as number) : 0);

function turned(points: Point[], centre: Point, degrees: number): Point[] {
  if (degrees === 0) return points;
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  return points.map((p) => ({ x: centre.x + (p.x - centre.x) * cos - (p.y - centre.y) * sin, y: centre.y + (p.x - centre.x) * sin + (p.y - centre.y) * cos }));
}

function ellipse(centre: Point, rx: number, ry: number): Point[] {
  return Array.from({ length: CURVE_SIDES }, (_, i) => ({ x: centre.x + rx * Math.cos((2 * Math.PI * i) / CURVE_SIDES), y: centre.y + ry * Math.sin((2 * Math.PI * i) / CURVE_SIDES) }));
}

/**
 * The polygon of one shape; null for a hole, a type this does not know, or fewer than three corners. A zone is
 * an area the GM draws (rectangle, circle, ellipse, polygon); v14's spell-area shapes (cone, ring, emanation,
 * line: https://foundryvtt.com/api/v14/) are left out on purpose, so a Region made of them adds nothing to a zone.
 */
export function shapePolygon(shape: ShapeData): Polygon | null {
  if (shape.hole === true) return null;
  const [x, y, rotation] = [num(shape.x), num(shape.y), num(shape.rotation)];
  let points: Point[] = [];
  if (shape.type === "rectangle") {
    const [w, h] = [num(shape.width), num(shape.height)];
    points = turned([{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }], { x: x + w / 2, y: y + h / 2 }, rotation);
  } else if (shape.type === "circle") points = ellipse({ x, y }, num(shape.radius), num(shape.radius));
  else if (shape.type === "ellipse") points = turned(ellipse({ x, y }, num(shape.radiusX), num(shape.radiusY)), { x, y }, rotation);
  else if (shape.type === "polygon" && shape.points) {
    const flat = shape.points;
    for (let i = 0; i + 1 < flat.length; i += 2) points.push({ x: num(flat[i]), y: num(flat[i + 1]) });
  }
  return points.length >= 3 ? points : null;
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
const edges = (poly: Polygon): [Point, Point][] => poly.map((p, i) => [p, poly[(i + 1) % poly.length]!]);

/** Twice-signed area made positive: the polygon's area. */
export function polygonArea(poly: Polygon): number {
  return Math.abs(edges(poly).reduce((sum, [a, b]) => sum + a.x * b.y - b.x * a.y, 0)) / 2;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSq));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Whether a point lies inside a polygon and off its border (even-odd rule). */
export function strictlyInside(p: Point, poly: Polygon): boolean {
  if (edges(poly).some(([a, b]) => distanceToSegment(p, a, b) <= TOUCH_TOLERANCE)) return false;
  let inside = false;
  for (const [a, b] of edges(poly)) {
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Whether two edges cross each other at a point inside both (not merely meeting end to end or lying along each other). */
function crossProperly(a: Point, b: Point, c: Point, d: Point): boolean {
  const [d1, d2, d3, d4] = [cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)];
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Length two edges share when they lie along one line (within the tolerance); 0 otherwise. */
function sharedLength(a: Point, b: Point, c: Point, d: Point): number {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  if (length === 0 || distanceToLine(c, a, b) > TOUCH_TOLERANCE || distanceToLine(d, a, b) > TOUCH_TOLERANCE) return 0;
  const along = (p: Point) => ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / length;
  const [from, to] = [Math.max(0, Math.min(along(c), along(d))), Math.min(length, Math.max(along(c), along(d)))];
  return Math.max(0, to - from);
}

const distanceToLine = (p: Point, a: Point, b: Point) => Math.abs(cross(a, b, p)) / Math.hypot(b.x - a.x, b.y - a.y);

/**
 * Whether two polygons overlap or share a stretch of border longer than the tolerance; meeting at
 * one corner only is not touching (two rooms diagonal to each other are not neighbours).
 */
export function polygonsTouch(a: Polygon, b: Polygon): boolean {
  if (a.some((p) => strictlyInside(p, b)) || b.some((p) => strictlyInside(p, a))) return true;
  return edges(a).some(([p, q]) => edges(b).some(([r, s]) => crossProperly(p, q, r, s) || sharedLength(p, q, r, s) > TOUCH_TOLERANCE));
}

/** The part of a polygon inside a rectangle (Sutherland–Hodgman against the rectangle's four sides). */
function clipToRect(poly: Polygon, rect: Rect): Point[] {
  const sides: [(p: Point) => number, (a: Point, b: Point) => Point][] = [
    [(p) => p.x - rect.x, (a, b) => lerpX(a, b, rect.x)],
    [(p) => rect.x + rect.width - p.x, (a, b) => lerpX(a, b, rect.x + rect.width)],
    [(p) => p.y - rect.y, (a, b) => lerpY(a, b, rect.y)],
    [(p) => rect.y + rect.height - p.y, (a, b) => lerpY(a, b, rect.y + rect.height)],
  ];
  let out: Point[] = [...poly];
  for (const [inside, meet] of sides) {
    const input = out;
    out = [];
    input.forEach((current, i) => {
      const previous = input[(i + input.length - 1) % input.length]!;
      if (inside(current) >= 0) {
        if (inside(previous) < 0) out.push(meet(previous, current));
        out.push(current);
      } else if (inside(previous) >= 0) out.push(meet(previous, current));
    });
  }
  return out;
}

const lerpX = (a: Point, b: Point, x: number): Point => ({ x, y: a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x) });
const lerpY = (a: Point, b: Point, y: number): Point => ({ x: a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y), y });

/** Whether a rectangle covers part of a polygon (more than a square pixel: lying along its border is not inside). */
export function rectOverlapsPolygon(rect: Rect, poly: Polygon): boolean {
  const clipped = clipToRect(poly, rect);
  return polygonArea(clipped) > 1;
}
