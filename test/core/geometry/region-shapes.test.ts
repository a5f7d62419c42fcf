import { describe, expect, it } from "vitest";
import { polygonArea, polygonsTouch, rectOverlapsPolygon, shapePolygon, strictlyInside, CURVE_SIDES } from "../../../src/core/geometry/region-shapes";

const rect = (x: number, y: number, width: number, height: number) => shapePolygon({ type: "rectangle", x, y, width, height })!;

describe("A Region's shapes as polygons", () => {
  it("a rectangle is its four corners from the top-left, clockwise on the canvas", () => {
    expect(rect(100, 200, 300, 50)).toEqual([
      { x: 100, y: 200 },
      { x: 400, y: 200 },
      { x: 400, y: 250 },
      { x: 100, y: 250 },
    ]);
  });
  it("a rectangle turned a quarter about its centre stands on end", () => {
    const turned = shapePolygon({ type: "rectangle", x: 0, y: 0, width: 200, height: 100, rotation: 90 })!;
    expect(turned.map((p) => ({ x: Math.round(p.x), y: Math.round(p.y) }))).toEqual([
      { x: 150, y: -50 },
      { x: 150, y: 150 },
      { x: 50, y: 150 },
      { x: 50, y: -50 },
    ]);
  });
  it("a circle and an ellipse become many-sided polygons about their centre", () => {
    const circle = shapePolygon({ type: "circle", x: 100, y: 100, radius: 50 })!;
    expect(circle).toHaveLength(CURVE_SIDES);
    expect(circle[0]).toEqual({ x: 150, y: 100 });
    expect(polygonArea(circle)).toBeGreaterThan(0.99 * Math.PI * 2500 - 200);
    expect(polygonArea(circle)).toBeLessThan(Math.PI * 2500);
    const ellipse = shapePolygon({ type: "ellipse", x: 0, y: 0, radiusX: 100, radiusY: 20 })!;
    expect(ellipse[0]).toEqual({ x: 100, y: 0 });
    expect(Math.round(ellipse[CURVE_SIDES / 4]!.y)).toBe(20);
    const upright = shapePolygon({ type: "ellipse", x: 0, y: 0, radiusX: 100, radiusY: 20, rotation: 90 })!;
    expect(Math.round(upright[0]!.x)).toBe(0);
    expect(Math.round(upright[0]!.y)).toBe(100);
  });
  it("a polygon reads its flat list of points in pairs", () => {
    expect(shapePolygon({ type: "polygon", points: [0, 0, 10, 0, 10, 10, 0] })).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
    ]);
  });
  it("holes, unknown types and shapes with fewer than three corners are no polygon", () => {
    expect(shapePolygon({ type: "rectangle", x: 0, y: 0, width: 10, height: 10, hole: true })).toBeNull();
    expect(shapePolygon({ type: "token" })).toBeNull();
    expect(shapePolygon({ type: "polygon", points: [0, 0, 10, 10] })).toBeNull();
    expect(shapePolygon({ type: "polygon" })).toBeNull();
  });
  it("a missing or non-numeric field counts as 0", () => {
    expect(shapePolygon({ type: "rectangle", x: Number.NaN, width: 10, height: 10 })![0]).toEqual({ x: 0, y: 0 });
  });
});

describe("Which zones touch", () => {
  it("two rooms sharing a wall touch; two rooms a corridor apart do not", () => {
    expect(polygonsTouch(rect(0, 0, 300, 300), rect(300, 0, 300, 300))).toBe(true);
    expect(polygonsTouch(rect(0, 0, 300, 300), rect(300, 100, 300, 100))).toBe(true);
    expect(polygonsTouch(rect(0, 0, 300, 300), rect(302, 0, 300, 300))).toBe(false);
  });
  it("a sliver of shared wall, one pixel or less, is not a border; two pixels are", () => {
    expect(polygonsTouch(rect(0, 0, 300, 300), rect(300, 299, 300, 300))).toBe(false);
    expect(polygonsTouch(rect(0, 0, 300, 300), rect(300, 298, 300, 300))).toBe(true);
  });
  it("rooms meeting at one corner only are not neighbours", () => {
    expect(polygonsTouch(rect(0, 0, 300, 300), rect(300, 300, 300, 300))).toBe(false);
  });
  it("overlapping zones touch, whichever crosses the other, and a zone inside another touches it", () => {
    expect(polygonsTouch(rect(0, 0, 300, 300), rect(200, 100, 300, 100))).toBe(true);
    expect(polygonsTouch(rect(100, -50, 100, 400), rect(0, 0, 300, 300))).toBe(true);
    expect(polygonsTouch(rect(100, 100, 50, 50), rect(0, 0, 300, 300))).toBe(true);
    expect(polygonsTouch(rect(0, 0, 300, 300), rect(100, 100, 50, 50))).toBe(true);
  });
  it("a point on a polygon's border is not strictly inside it; a point well within is", () => {
    const room = rect(0, 0, 100, 100);
    expect(strictlyInside({ x: 50, y: 50 }, room)).toBe(true);
    expect(strictlyInside({ x: 100, y: 50 }, room)).toBe(false);
    expect(strictlyInside({ x: 99, y: 50 }, room)).toBe(false);
    expect(strictlyInside({ x: 98, y: 50 }, room)).toBe(true);
    expect(strictlyInside({ x: 150, y: 50 }, room)).toBe(false);
  });
});

describe("Whether a token's footprint is in a zone", () => {
  const room = rect(0, 0, 300, 300);
  it("a token inside the room is in it; one beside its wall is not", () => {
    expect(rectOverlapsPolygon({ x: 100, y: 100, width: 100, height: 100 }, room)).toBe(true);
    expect(rectOverlapsPolygon({ x: 300, y: 100, width: 100, height: 100 }, room)).toBe(false);
    expect(rectOverlapsPolygon({ x: 100, y: 300, width: 100, height: 100 }, room)).toBe(false);
    expect(rectOverlapsPolygon({ x: -100, y: 100, width: 100, height: 100 }, room)).toBe(false);
    expect(rectOverlapsPolygon({ x: 100, y: -100, width: 100, height: 100 }, room)).toBe(false);
  });
  it("a token straddling the wall is in the room, down to a two-pixel strip; a one-pixel one is too little", () => {
    expect(rectOverlapsPolygon({ x: 250, y: 100, width: 100, height: 100 }, room)).toBe(true);
    expect(rectOverlapsPolygon({ x: 298, y: 100, width: 100, height: 100 }, room)).toBe(true);
    expect(rectOverlapsPolygon({ x: 299.995, y: 100, width: 100, height: 100 }, room)).toBe(false);
    expect(rectOverlapsPolygon({ x: -50, y: -50, width: 100, height: 100 }, room)).toBe(true);
  });
  it("a token larger than a small zone covering it whole is in it", () => {
    expect(rectOverlapsPolygon({ x: 0, y: 0, width: 400, height: 400 }, rect(100, 100, 50, 50))).toBe(true);
  });
  it("a triangle's empty corner does not hold a token", () => {
    const triangle = shapePolygon({ type: "polygon", points: [0, 0, 300, 0, 0, 300] })!;
    expect(rectOverlapsPolygon({ x: 200, y: 200, width: 100, height: 100 }, triangle)).toBe(false);
    expect(rectOverlapsPolygon({ x: 100, y: 100, width: 100, height: 100 }, triangle)).toBe(true);
  });
});
