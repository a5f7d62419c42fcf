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
  const room = () => rect(0, 0, 300, 300);
  it("a token inside the room is in it; one beside its wall is not", () => {
    expect(rectOverlapsPolygon({ x: 100, y: 100, width: 100, height: 100 }, room())).toBe(true);
    expect(rectOverlapsPolygon({ x: 300, y: 100, width: 100, height: 100 }, room())).toBe(false);
    expect(rectOverlapsPolygon({ x: 100, y: 300, width: 100, height: 100 }, room())).toBe(false);
    expect(rectOverlapsPolygon({ x: -100, y: 100, width: 100, height: 100 }, room())).toBe(false);
    expect(rectOverlapsPolygon({ x: 100, y: -100, width: 100, height: 100 }, room())).toBe(false);
  });
  it("a token straddling the wall is in the room, down to a two-pixel strip; a one-pixel one is too little", () => {
    expect(rectOverlapsPolygon({ x: 250, y: 100, width: 100, height: 100 }, room())).toBe(true);
    expect(rectOverlapsPolygon({ x: 298, y: 100, width: 100, height: 100 }, room())).toBe(true);
    expect(rectOverlapsPolygon({ x: 299.995, y: 100, width: 100, height: 100 }, room())).toBe(false);
    expect(rectOverlapsPolygon({ x: -50, y: -50, width: 100, height: 100 }, room())).toBe(true);
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

/* Shapes away from the canvas origin and turned by odd angles, so that a sum standing for a difference or
 * a product for a quotient moves a corner or a border; √3 written out, not taken from the code's trigonometry. */
const R3 = Math.sqrt(3);
const poly = (...points: number[]) => shapePolygon({ type: "polygon", points })!;
const close = (points: readonly { x: number; y: number }[]) => points.map((p) => ({ x: Number(p.x.toFixed(6)), y: Number(p.y.toFixed(6)) }));
/** A room 200 × 100 at (1000, 500), turned 30° about its centre (1100, 550). */
const TURNED = { type: "rectangle", x: 1000, y: 500, width: 200, height: 100, rotation: 30 } as const;
/** A point given in the turned room's own frame: u along its length, v across, from its centre. */
const inTurned = (u: number, v: number) => ({ x: 1100 + (u * R3) / 2 - v / 2, y: 550 + u / 2 + (v * R3) / 2 });

describe("Turned and off-origin Regions keep their place on the map", () => {
  it("a room turned 30° turns about its own centre, not the map's corner", () => {
    expect(close(shapePolygon(TURNED)!)).toEqual(close([inTurned(-100, -50), inTurned(100, -50), inTurned(100, 50), inTurned(-100, 50)]));
    expect(close([inTurned(-100, -50)])).toEqual([{ x: Number((1100 - 50 * R3 + 25).toFixed(6)), y: Number((550 - 50 - 25 * R3).toFixed(6)) }]);
  });
  it("an ellipse turned 30° keeps its centre and swings its long axis", () => {
    const oval = shapePolygon({ type: "ellipse", x: 500, y: 300, radiusX: 100, radiusY: 20, rotation: 30 })!;
    expect(close([oval[0]!, oval[CURVE_SIDES / 4]!, oval[CURVE_SIDES / 2]!])).toEqual(
      close([
        { x: 500 + 50 * R3, y: 350 },
        { x: 490, y: 300 + 10 * R3 },
        { x: 500 - 50 * R3, y: 250 },
      ]),
    );
  });
  it("a room drawn unturned keeps the very corners the GM drew, to the last decimal", () => {
    expect(shapePolygon({ type: "rectangle", x: 0.1, y: 0.1, width: 0.7, height: 0.7 })).toEqual([
      { x: 0.1, y: 0.1 },
      { x: 0.1 + 0.7, y: 0.1 },
      { x: 0.1 + 0.7, y: 0.1 + 0.7 },
      { x: 0.1, y: 0.1 + 0.7 },
    ]);
  });
  it("only a polygon reads a list of points: another shape carrying points is still no zone", () => {
    expect(shapePolygon({ type: "token", points: [0, 0, 10, 0, 10, 10] })).toBeNull();
  });
  it("a polygon with a corner clicked twice has the area of the shape the GM meant", () => {
    expect(polygonArea(poly(1000, 500, 1300, 500, 1300, 500, 1300, 800, 1000, 800))).toBe(90000);
    expect(polygonArea(poly(1000, 500, 1300, 500, 1000, 800))).toBe(45000);
    expect(polygonArea(poly(1000, 800, 1300, 500, 1000, 500))).toBe(45000);
  });
});

describe("Who stands inside a turned room", () => {
  const room = () => shapePolygon(TURNED)!;
  it.each([
    ["near each corner, well within", [[-97, -47], [97, -47], [97, 47], [-97, 47]], true],
    ["a pixel and a half inside each wall, mid-wall", [[0, -48.5], [98.5, 0], [0, 48.5], [-98.5, 0], [60, -48.5], [-60, 48.5]], true],
    ["half a pixel inside each wall (on the border)", [[0, -49.5], [99.5, 0], [0, 49.5], [-99.5, 0], [60, -49.5], [-60, 49.5]], false],
    ["half a pixel outside each wall (still the border)", [[0, -50.5], [100.5, 0], [0, 50.5], [-100.5, 0], [60, 50.5]], false],
    ["a pixel and a half outside each wall", [[0, -51.5], [101.5, 0], [0, 51.5], [-101.5, 0], [60, 51.5], [-60, -51.5]], false],
    ["beyond each corner", [[-103, -53], [103, -53], [103, 53], [-103, 53]], false],
  ] as const)("a point %s: %s", (_, points, inside) => {
    for (const [u, v] of points) expect(strictlyInside(inTurned(u, v), room()), `(${u}, ${v})`).toBe(inside);
  });
  it("a point beside a slanted wall is inside on one side of it only", () => {
    const wedge = poly(1000, 500, 1300, 500, 1000, 800);
    expect(strictlyInside({ x: 1148, y: 648 }, wedge)).toBe(true);
    expect(strictlyInside({ x: 1151, y: 650.5 }, wedge)).toBe(false);
    expect(strictlyInside({ x: 1152, y: 652 }, wedge)).toBe(false);
    expect(strictlyInside({ x: 1010, y: 780 }, wedge)).toBe(true);
    expect(strictlyInside({ x: 1290, y: 505 }, wedge)).toBe(true);
    expect(strictlyInside({ x: 1290, y: 520 }, wedge)).toBe(false);
  });
});

describe("Which zones are neighbours, anywhere on the map", () => {
  it("two rooms sharing a wall are neighbours, side by side or one above the other", () => {
    expect(polygonsTouch(rect(1000, 500, 300, 200), rect(1300, 500, 300, 200))).toBe(true);
    expect(polygonsTouch(rect(1000, 500, 300, 200), rect(1000, 700, 300, 200))).toBe(true);
    expect(polygonsTouch(rect(1000, 700, 300, 200), rect(1000, 500, 300, 200))).toBe(true);
  });
  it("rooms a pixel apart still share the wall; two pixels apart is a gap", () => {
    expect(polygonsTouch(rect(1000, 500, 300, 200), rect(1301, 500, 300, 200))).toBe(true);
    expect(polygonsTouch(rect(1000, 500, 300, 200), rect(1302, 500, 300, 200))).toBe(false);
    expect(polygonsTouch(rect(1000, 500, 300, 200), rect(1000, 701, 300, 200))).toBe(true);
    expect(polygonsTouch(rect(1000, 500, 300, 200), rect(1000, 702, 300, 200))).toBe(false);
  });
  it("two halves of a room split along a diagonal are neighbours; pulled apart they are not", () => {
    const upper = poly(1000, 500, 1300, 500, 1000, 800);
    expect(polygonsTouch(upper, poly(1300, 500, 1300, 800, 1000, 800))).toBe(true);
    expect(polygonsTouch(upper, poly(1301, 500, 1301, 800, 1001, 800))).toBe(true);
    expect(polygonsTouch(upper, poly(1302, 500, 1302, 800, 1002, 800))).toBe(false);
    expect(polygonsTouch(poly(1302, 500, 1302, 800, 1002, 800), upper)).toBe(false);
  });
  it("two turned rooms end to end are neighbours; two pixels apart they are not", () => {
    const next = (gap: number) => shapePolygon({ ...TURNED, x: 1000 + ((200 + gap) * R3) / 2, y: 500 + (200 + gap) / 2 })!;
    expect(polygonsTouch(shapePolygon(TURNED)!, next(0))).toBe(true);
    expect(polygonsTouch(next(0), shapePolygon(TURNED)!)).toBe(true);
    expect(polygonsTouch(shapePolygon(TURNED)!, next(2))).toBe(false);
  });
  it("a spur whose tip just reaches a room's wall is not its neighbour; one poking in is", () => {
    const room = rect(1000, 500, 300, 300);
    const spur = poly(1400, 600, 1400, 700, 1300, 650);
    expect(polygonsTouch(room, spur)).toBe(false);
    expect(polygonsTouch(spur, room)).toBe(false);
    expect(polygonsTouch(room, poly(1400, 600, 1400, 700, 1295, 650))).toBe(true);
    expect(polygonsTouch(poly(1400, 600, 1400, 700, 1295, 650), room)).toBe(true);
  });
  it("a wedge reaching into a room through its two corners overlaps it", () => {
    const room = rect(1000, 500, 300, 300);
    const wedge = poly(1150, 650, 1450, 950, 850, 950);
    expect(polygonsTouch(wedge, room)).toBe(true);
    expect(polygonsTouch(room, wedge)).toBe(true);
  });
  it("a room with a corner clicked twice still finds its neighbour", () => {
    const doubled = poly(1000, 500, 1300, 500, 1300, 500, 1300, 700, 1000, 700);
    expect(polygonsTouch(doubled, rect(1300, 500, 300, 200))).toBe(true);
    expect(polygonsTouch(rect(1300, 500, 300, 200), doubled)).toBe(true);
    expect(polygonsTouch(doubled, rect(1302, 500, 300, 200))).toBe(false);
  });
});

describe("Whether a token stands in a zone away from the origin", () => {
  const room = () => rect(1000, 500, 300, 300);
  it("a token standing against the wall on the inside is in the room, at every wall", () => {
    expect(rectOverlapsPolygon({ x: 1000, y: 600, width: 100, height: 100 }, room())).toBe(true);
    expect(rectOverlapsPolygon({ x: 1200, y: 600, width: 100, height: 100 }, room())).toBe(true);
    expect(rectOverlapsPolygon({ x: 1100, y: 500, width: 100, height: 100 }, room())).toBe(true);
    expect(rectOverlapsPolygon({ x: 1100, y: 700, width: 100, height: 100 }, room())).toBe(true);
    expect(rectOverlapsPolygon({ x: 1000, y: 500, width: 300, height: 300 }, room())).toBe(true);
  });
  it("a token over the room's corner by a single square pixel is not in it; by a pixel and a half each way it is", () => {
    expect(rectOverlapsPolygon({ x: 1299, y: 799, width: 100, height: 100 }, room())).toBe(false);
    expect(rectOverlapsPolygon({ x: 1298.5, y: 798.5, width: 100, height: 100 }, room())).toBe(true);
    expect(rectOverlapsPolygon({ x: 901, y: 401, width: 100, height: 100 }, room())).toBe(false);
    expect(rectOverlapsPolygon({ x: 901.5, y: 401.5, width: 100, height: 100 }, room())).toBe(true);
  });
  it("a token just over a slanted wall stands in the zone; one that only grazes it does not", () => {
    const upper = poly(1000, 500, 1300, 500, 1000, 800);
    const lower = poly(1300, 800, 1000, 800, 1300, 500);
    // Corner triangles of 1.6 px legs (1.28 px²) and 1.2 px legs (0.72 px²).
    expect(rectOverlapsPolygon({ x: 1149.2, y: 649.2, width: 50, height: 50 }, upper)).toBe(true);
    expect(rectOverlapsPolygon({ x: 1149.4, y: 649.4, width: 50, height: 50 }, upper)).toBe(false);
    expect(rectOverlapsPolygon({ x: 1100.8, y: 600.8, width: 50, height: 50 }, lower)).toBe(true);
    expect(rectOverlapsPolygon({ x: 1100.6, y: 600.6, width: 50, height: 50 }, lower)).toBe(false);
  });
  it("a token across a turned room's long wall stands in it", () => {
    const turned = shapePolygon(TURNED)!;
    const at = inTurned(0, 50);
    expect(rectOverlapsPolygon({ x: at.x - 5, y: at.y - 5, width: 10, height: 10 }, turned)).toBe(true);
    const beyond = inTurned(0, 58);
    expect(rectOverlapsPolygon({ x: beyond.x - 5, y: beyond.y - 5, width: 10, height: 10 }, turned)).toBe(false);
  });
});
