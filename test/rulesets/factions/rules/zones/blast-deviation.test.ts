import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deviatedZone, deviationPlan } from "../../../../../src/rulesets/factions/rules/zones/blast-deviation";
import { buildZoneMap, neighboursOf } from "../../../../../src/rulesets/factions/rules/zones/zone-map";
import { runs } from "../../../../support/fixed-seed";
import { keep } from "./zone-fixture";

describe("a missed ranged blast deviates into a random neighbouring zone", () => {
  it("the hall's two neighbours are numbered 1 and 2 by name and a d2 picks one", () => {
    const plan = deviationPlan("hall", keep);
    expect(plan).toEqual({
      options: [
        { face: 1, zoneId: "courtyard" },
        { face: 2, zoneId: "tower" },
      ],
      die: "1d2",
    });
    expect(deviatedZone(plan, 1)).toBe("courtyard");
    expect(deviatedZone(plan, 2)).toBe("tower");
  });
  it("a zone with three neighbours rolls a d3, in the same order on every client", () => {
    const star = buildZoneMap(["well", "c", "a", "b"], [["well", "c"], ["b", "well"], ["well", "a"]], []);
    expect(deviationPlan("well", star)).toEqual({
      options: [
        { face: 1, zoneId: "a" },
        { face: 2, zoneId: "b" },
        { face: 3, zoneId: "c" },
      ],
      die: "1d3",
    });
  });
  it("neighbours listed out of order by the shell are still numbered by name", () => {
    const drawn = { zones: [{ id: "well", neighbours: ["c", "a"] }], standings: [] };
    expect(deviationPlan("well", drawn).options).toEqual([
      { face: 1, zoneId: "a" },
      { face: 2, zoneId: "c" },
    ]);
  });
  it("a zone with no neighbours has nowhere to deviate: no die, and no zone for any face", () => {
    const island = buildZoneMap(["rock"], [], []);
    const plan = deviationPlan("rock", island);
    expect(plan).toEqual({ options: [], die: null });
    expect(deviatedZone(plan, 1)).toBeNull();
  });
  it("a face the die cannot show lands nowhere", () => {
    expect(deviatedZone(deviationPlan("hall", keep), 3)).toBeNull();
  });
  it("every face of the die lands in a neighbouring zone, each a different one", () => {
    fc.assert(
      fc.property(fc.constantFrom("gate", "courtyard", "hall", "tower"), (zone) => {
        const plan = deviationPlan(zone, keep);
        const faces = plan.options.map((o) => deviatedZone(plan, o.face));
        expect(new Set(faces).size).toBe(neighboursOf(zone, keep).length);
        for (const landed of faces) expect(neighboursOf(zone, keep)).toContain(landed);
        expect(plan.die).toBe(`1d${plan.options.length}`);
      }),
      { numRuns: runs(20) },
    );
  });
});
