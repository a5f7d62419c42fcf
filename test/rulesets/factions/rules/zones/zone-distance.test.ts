import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildZoneMap } from "../../../../../src/rulesets/factions/rules/zones/zone-map";
import { zoneDistance, zoneStepsBetween } from "../../../../../src/rulesets/factions/rules/zones/zone-distance";
import { runs } from "../../../../support/fixed-seed";
import { keep } from "./zone-fixture";

describe("how many zones apart", () => {
  it("the same zone is 0, a neighbour 1, and each zone further along one more", () => {
    expect(zoneStepsBetween(["hall"], ["hall"], keep)).toBe(0);
    expect(zoneStepsBetween(["hall"], ["tower"], keep)).toBe(1);
    expect(zoneStepsBetween(["gate"], ["hall"], keep)).toBe(2);
    expect(zoneStepsBetween(["gate"], ["tower"], keep)).toBe(3);
  });
  it("a character on a border counts from the nearer of its zones", () => {
    expect(zoneDistance("sybilla", "leader", keep)).toBe(1);
    expect(zoneDistance("sybilla", "archer", keep)).toBe(1);
    expect(zoneDistance("archer", "leader", keep)).toBe(3);
  });
  it("zones no path joins, or a character in no zone, have no distance", () => {
    const islands = buildZoneMap(["a", "b"], [], [{ characterId: "x", zoneIds: ["a"] }, { characterId: "y", zoneIds: ["b"] }]);
    expect(zoneDistance("x", "y", islands)).toBeNull();
    expect(zoneDistance("stray", "bandit", keep)).toBeNull();
    expect(zoneDistance("bandit", "stray", keep)).toBeNull();
  });
  it("distance is the same both ways and never more than the zones on the map", () => {
    const zone = fc.constantFrom("gate", "courtyard", "hall", "tower");
    fc.assert(
      fc.property(zone, zone, (a, b) => {
        const there = zoneStepsBetween([a], [b], keep);
        expect(there).toBe(zoneStepsBetween([b], [a], keep));
        expect(there).toBeLessThan(keep.zones.length);
      }),
      { numRuns: runs(50) },
    );
  });
});
