import { describe, expect, it } from "vitest";
import type { Wall } from "../../../../../src/core/geometry/sight-geometry";
import { coverFromGrid } from "../../../../../src/rulesets/sides/rules/combat/cover";
import { COVER } from "../../../../../src/rulesets/sides/rules/combat/labels";

const wall = (ax: number, ay: number, bx: number, by: number): Wall => ({ a: { x: ax, y: ay }, b: { x: bx, y: by } });

describe("Cover the attack dialog pre-selects", () => {
  it("open ground: no cover, said so", () => {
    const r = coverFromGrid({ x: 0, y: 0 }, { x: 6, y: 3 }, []);
    expect(r).toMatchObject({ verdict: "none", attackCover: "none", explanation: { key: COVER.none, data: { corners: 4 } } });
  });
  it("a wall between two rooms: nothing to pre-select, the target is unseen", () => {
    const r = coverFromGrid({ x: 0, y: 3 }, { x: 8, y: 3 }, [wall(5, -10, 5, 10)]);
    expect(r).toMatchObject({ verdict: "noLineOfSight", attackCover: null, explanation: { key: COVER.noLineOfSight } });
  });
  it("a wall's end hides one corner: half cover, explained by the three corners seen", () => {
    const r = coverFromGrid({ x: 0, y: 1 }, { x: 5, y: 1 }, [wall(3, -5, 3, 1.55)]);
    expect(r.attackCover).toBe("half");
    expect(r.explanation).toEqual({ key: COVER.half, data: { corners: 3 } });
  });
  it("shooting through an arrow slit: full cover", () => {
    const slit = [wall(5, -10, 5, 3.45), wall(5, 3.55, 5, 10), wall(6, -10, 6, 3.45), wall(6, 3.55, 6, 10), wall(5, 3.45, 6, 3.45), wall(5, 3.55, 6, 3.55)];
    expect(coverFromGrid({ x: 9, y: 3 }, { x: 3, y: 3 }, slit)).toMatchObject({ attackCover: "full", explanation: { key: COVER.full, data: { corners: 0 } } });
  });
});
