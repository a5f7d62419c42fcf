import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { coverSight } from "../../../src/core/geometry/cover";
import { hasLineOfSight } from "../../../src/core/geometry/line-of-sight";
import { sightBlocked, type Wall } from "../../../src/core/geometry/sight-geometry";

const wall = (ax: number, ay: number, bx: number, by: number): Wall => ({ a: { x: ax, y: ay }, b: { x: bx, y: by } });
/** The four walls of a solid block from (x0, y0) to (x1, y1). */
const block = (x0: number, y0: number, x1: number, y1: number): Wall[] => [
  wall(x0, y0, x1, y0),
  wall(x1, y0, x1, y1),
  wall(x1, y1, x0, y1),
  wall(x0, y1, x0, y0),
];

describe("When a wall blocks a sight line", () => {
  it("crossing a wall blocks", () => {
    expect(sightBlocked({ x: 0, y: 0 }, { x: 4, y: 0 }, [wall(2, -1, 2, 1)])).toBe(true);
  });
  it("running along a wall's face does not", () => {
    expect(sightBlocked({ x: 0, y: 0 }, { x: 4, y: 0 }, [wall(1, 0, 3, 0)])).toBe(false);
  });
  it("grazing the corner of a pillar does not", () => {
    expect(sightBlocked({ x: 0, y: 4 }, { x: 4, y: 0 }, block(2, 2, 3, 3))).toBe(false);
  });
  it("a line into a pillar through its corner does", () => {
    expect(sightBlocked({ x: 0, y: 0 }, { x: 4, y: 4 }, block(2, 2, 3, 3))).toBe(true);
  });
  it("touching only the tip of a single wall does not", () => {
    expect(sightBlocked({ x: 0, y: 0 }, { x: 4, y: 0 }, [wall(2, 0, 2, 3)])).toBe(false);
  });
  it("passing exactly through the joint of a room's corner does", () => {
    expect(sightBlocked({ x: 0, y: 0 }, { x: 4, y: 4 }, [wall(2, 0, 2, 2), wall(2, 2, 0, 2)])).toBe(true);
  });
  it("passing between two walls that meet end to end does", () => {
    expect(sightBlocked({ x: 1, y: 0 }, { x: 1, y: 4 }, [wall(0, 2, 1, 2), wall(1, 2, 2, 2)])).toBe(true);
  });
  it("a line that ends on a wall's face, or on the joint of a room's corner, is not blocked by it", () => {
    expect(sightBlocked({ x: 0, y: 0 }, { x: 2, y: 0 }, [wall(2, -1, 2, 1)])).toBe(false);
    expect(sightBlocked({ x: 0, y: 0 }, { x: 2, y: 2 }, [wall(2, 0, 2, 2), wall(2, 2, 0, 2)])).toBe(false);
    expect(sightBlocked({ x: 2, y: 2 }, { x: 0, y: 0 }, [wall(2, 0, 2, 2), wall(2, 2, 0, 2)])).toBe(false);
  });
  describe("wherever the room stands and whichever way its walls were drawn", () => {
    const at = (dx: number, dy: number) => (x: number, y: number) => ({ x: x + dx, y: y + dy });
    for (const [dx, dy] of [[0, 0], [10, 7]] as const) {
      const pt = at(dx, dy);
      const w = (ax: number, ay: number, bx: number, by: number) => ({ a: pt(ax, ay), b: pt(bx, by) });
      const reversed = (walls: Wall[]) => walls.map((x) => ({ a: x.b, b: x.a }));
      const corner = [w(2, 0, 2, 2), w(2, 2, 0, 2)];
      for (const walls of [corner, reversed(corner), [w(2, 2, 2, 0), w(2, 2, 0, 2)], [w(2, 0, 2, 2), w(0, 2, 2, 2)]]) {
        const drawn = JSON.stringify(walls);
        it(`a line through the joint of a room's corner is blocked, one that stops short of it or starts past it is not (${drawn})`, () => {
          expect(sightBlocked(pt(0, 0), pt(4, 4), walls)).toBe(true);
          expect(sightBlocked(pt(4, 4), pt(0, 0), walls)).toBe(true);
          expect(sightBlocked(pt(0, 0), pt(1, 1), walls)).toBe(false);
          expect(sightBlocked(pt(-3, -3), pt(1.5, 1.5), walls)).toBe(false);
          expect(sightBlocked(pt(3, 3), pt(5, 5), walls)).toBe(false);
          expect(sightBlocked(pt(5, 5), pt(2.5, 2.5), walls)).toBe(false);
        });
      }
      it(`touching the tip of a wall from either side, drawn either way, does not block (${dx}, ${dy})`, () => {
        for (const tip of [w(2, 0, 2, 3), w(2, 3, 2, 0), w(2, 0, 2, -3), w(2, -3, 2, 0)]) expect(sightBlocked(pt(0, 0), pt(4, 0), [tip])).toBe(false);
      });
      it(`a line ending on a wall's face is not blocked, whichever way the wall was drawn (${dx}, ${dy})`, () => {
        for (const face of [w(2, -1, 2, 1), w(2, 1, 2, -1)]) {
          expect(sightBlocked(pt(0, 0), pt(2, 0), [face])).toBe(false);
          expect(sightBlocked(pt(2, 0), pt(0, 0), [face])).toBe(false);
          expect(sightBlocked(pt(0, 0), pt(2.5, 0), [face])).toBe(true);
        }
      });
      it(`grazing a pillar's corner from either direction does not block (${dx}, ${dy})`, () => {
        const pillar = block(2, 2, 3, 3).map((x) => w(x.a.x, x.a.y, x.b.x, x.b.y));
        expect(sightBlocked(pt(0, 4), pt(4, 0), pillar)).toBe(false);
        expect(sightBlocked(pt(4, 0), pt(0, 4), pillar)).toBe(false);
        expect(sightBlocked(pt(0, 4), pt(4, 0), reversed(pillar))).toBe(false);
      });
      it(`a corner beside the line, whose arm crosses the line beyond its end, does not block (${dx}, ${dy})`, () => {
        const beside = [w(3.9, 1, 6, -1), w(3.9, 1, 3.9, 3)];
        expect(sightBlocked(pt(0, 0), pt(4, 0), beside)).toBe(false);
        expect(sightBlocked(pt(0, 0), pt(4, 0), reversed(beside))).toBe(false);
      });
    }
  });
  it("running along one wall past where another leaves it to either side does not", () => {
    for (const side of [2, -2]) expect(sightBlocked({ x: 0, y: 0 }, { x: 4, y: 0 }, [wall(1, 0, 2, 0), wall(2, 0, 2, side)])).toBe(false);
  });
});

describe("Cover from the grid", () => {
  it("open ground: Bob has no cover from Alice, all four corners seen", () => {
    const r = coverSight({ x: 0, y: 0 }, { x: 6, y: 3 }, []);
    expect(r).toMatchObject({ verdict: "none", lineOfSight: true, visibleCorners: 4 });
  });
  it("a wall between two rooms: no line of sight", () => {
    const r = coverSight({ x: 0, y: 3 }, { x: 8, y: 3 }, [wall(5, -10, 5, 10)]);
    expect(r).toMatchObject({ verdict: "noLineOfSight", lineOfSight: false, visibleCorners: 0 });
  });
  it("standing against a wall: seen from its own side, hidden from the other", () => {
    const walls = [wall(5, -10, 5, 10)];
    expect(coverSight({ x: 8, y: 3 }, { x: 5, y: 3 }, walls).verdict).toBe("none");
    expect(coverSight({ x: 2, y: 3 }, { x: 5, y: 3 }, walls).verdict).toBe("noLineOfSight");
  });
  it("a wall's end hides one corner: half cover, three corners seen", () => {
    const r = coverSight({ x: 0, y: 1 }, { x: 5, y: 1 }, [wall(3, -5, 3, 1.55)]);
    expect(r.verdict).toBe("half");
    expect(r.cornersVisible).toEqual([false, true, true, true]);
    expect(r.visibleCorners).toBe(3);
  });
  it("peeking round the end of a wall: half cover, the tucked-in corner hidden", () => {
    const r = coverSight({ x: 0, y: 2 }, { x: 3, y: -2 }, [wall(2, -5, 2, 1)]);
    expect(r.verdict).toBe("half");
    expect(r.cornersVisible[0]).toBe(false);
    expect(r.cornersVisible[1]).toBe(true);
  });
  it("a pillar squarely between two squares in a row blocks all sight", () => {
    expect(coverSight({ x: 0, y: 1 }, { x: 4, y: 1 }, block(2, 1, 3, 2)).verdict).toBe("noLineOfSight");
  });
  it("a pillar off to one side gives half cover", () => {
    const r = coverSight({ x: 0, y: 0 }, { x: 4, y: 1 }, block(2, 1, 3, 2));
    expect(r.verdict).toBe("half");
    expect(r.cornersVisible.slice(0, 2)).toEqual([true, true]);
  });
  it("a thin post in the middle of a square hides no corner", () => {
    expect(coverSight({ x: 0, y: 1 }, { x: 4, y: 1 }, block(2.25, 1.25, 2.75, 1.75)).verdict).toBe("none");
  });
  it("shooting through an arrow slit: line of sight, but full cover", () => {
    const slit = [
      wall(5, -10, 5, 3.45),
      wall(5, 3.55, 5, 10),
      wall(6, -10, 6, 3.45),
      wall(6, 3.55, 6, 10),
      wall(5, 3.45, 6, 3.45),
      wall(5, 3.55, 6, 3.55),
    ];
    const out = coverSight({ x: 9, y: 3 }, { x: 3, y: 3 }, slit);
    expect(out).toMatchObject({ verdict: "full", lineOfSight: true, visibleCorners: 0 });
    expect(coverSight({ x: 3, y: 3 }, { x: 9, y: 3 }, slit).verdict).toBe("full");
    // Off the slit's axis the archer sees nothing at all.
    expect(coverSight({ x: 3, y: 3 }, { x: 9, y: 8 }, slit).verdict).toBe("noLineOfSight");
  });
  it("a narrow window in a thin wall: straight across every corner shows, at an angle one hides", () => {
    const window = [wall(5, -10, 5, 3.45), wall(5, 3.55, 5, 10)];
    expect(coverSight({ x: 3, y: 3 }, { x: 7, y: 3 }, window).verdict).toBe("none");
    const slanted = coverSight({ x: 3, y: 3 }, { x: 9, y: 5 }, window);
    expect(slanted.verdict).toBe("half");
    expect(slanted.cornersVisible).toEqual([true, true, true, false]);
  });
  it("a long wall drawn from far outside the fight still blocks it", () => {
    expect(hasLineOfSight({ x: 0, y: 0 }, { x: 0, y: 4 }, [wall(-10, 2, 10, 2)])).toBe(false);
    expect(hasLineOfSight({ x: 0, y: 0 }, { x: 0, y: 4 }, [wall(10, 2, -10, 2)])).toBe(false);
    expect(hasLineOfSight({ x: 0, y: 0 }, { x: 4, y: 0 }, [wall(2, -10, 2, 10)])).toBe(false);
  });
  describe("wherever on the map the squares stand", () => {
    for (const [dx, dy] of [[0, 0], [10, 7]] as const) {
      const cell = (x: number, y: number) => ({ x: x + dx, y: y + dy });
      const w = (ax: number, ay: number, bx: number, by: number) => wall(ax + dx, ay + dy, bx + dx, by + dy);
      // Two walls leave a slanted 0.02-wide gap that only an exact line through their ends finds.
      const gap = [w(3, -10, 3, 2.51), w(3, 2.53, 3, 10)];
      it(`finds a narrow diagonal gap that sampling alone would miss (${dx}, ${dy})`, () => {
        expect(hasLineOfSight(cell(0, 0), cell(6, 5), gap)).toBe(true);
        expect(hasLineOfSight(cell(6, 5), cell(0, 0), gap)).toBe(true);
      });
      it(`through a narrow gap, a wall slanting across the target's square hides all but the corner facing the attacker (${dx}, ${dy})`, () => {
        const r = coverSight(cell(0, 0), cell(6, 5), [...gap, w(5.5, 6.4, 7.4, 4.5)]);
        expect(r).toMatchObject({ verdict: "half", lineOfSight: true });
        expect(r.cornersVisible).toEqual([true, false, false, false]);
      });
      // Two long walls cross at right angles at (0.25, 0.2), inside the archer's square: of that square, only
      // the sliver between them above the crossing looks north, and it holds none of the square's sample points.
      const crossing = [w(-4.95, -5, 2.05, 2), w(5.45, -5, -1.55, 2)];
      it(`where two walls cross inside the archer's square, the sliver between them still sees out (${dx}, ${dy})`, () => {
        expect(hasLineOfSight(cell(0, 0), cell(-1, -4), crossing)).toBe(true);
        expect(hasLineOfSight(cell(-1, -4), cell(0, 0), crossing)).toBe(true);
        expect(coverSight(cell(0, 0), cell(-1, -4), crossing).verdict).toBe("none");
        expect(coverSight(cell(0, 0), cell(0, -4), crossing).verdict).toBe("none");
      });
    }
  });

  const coord = fc.integer({ min: -2, max: 8 });
  const wallArb = fc.tuple(coord, coord, coord, coord).filter(([a, b, c, d]) => a !== c || b !== d).map(([a, b, c, d]) => wall(a, b, c, d));
  const cellArb = fc.record({ x: fc.integer({ min: 0, max: 6 }), y: fc.integer({ min: 0, max: 6 }) });

  it("property: line of sight is symmetric", () => {
    fc.assert(
      fc.property(cellArb, cellArb, fc.array(wallArb, { maxLength: 4 }), (a, b, walls) => {
        expect(hasLineOfSight(a, b, walls)).toBe(hasLineOfSight(b, a, walls));
      }),
      { numRuns: 200 },
    );
  });
  it("property: adding a wall never reveals a corner", () => {
    fc.assert(
      fc.property(cellArb, cellArb, fc.array(wallArb, { maxLength: 3 }), wallArb, (a, b, walls, extra) => {
        const before = coverSight(a, b, walls);
        const after = coverSight(a, b, [...walls, extra]);
        expect(after.visibleCorners).toBeLessThanOrEqual(before.visibleCorners);
        if (!before.lineOfSight) expect(after.lineOfSight).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
