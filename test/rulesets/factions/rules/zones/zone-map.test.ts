import { describe, expect, it } from "vitest";
import { buildZoneMap, hasZone, neighboursOf, onBorder, zonesOf } from "../../../../../src/rulesets/factions/rules/zones/zone-map";
import { keep } from "./zone-fixture";

describe("building zones from the scene's regions", () => {
  it("regions that touch are neighbours both ways, whichever way the shell listed the pair", () => {
    expect(neighboursOf("tower", keep)).toEqual(["hall"]);
    expect(neighboursOf("hall", keep)).toEqual(["courtyard", "tower"]);
    expect(neighboursOf("courtyard", keep)).toEqual(["gate", "hall"]);
  });
  it("a region touching itself, a pair listed twice, or a pair naming a region not on the scene adds nothing", () => {
    const map = buildZoneMap(["a", "b"], [["a", "a"], ["a", "b"], ["b", "a"], ["a", "ghost"], ["ghost", "b"]], []);
    expect(map.zones).toEqual([
      { id: "a", neighbours: ["b"] },
      { id: "b", neighbours: ["a"] },
    ]);
  });
  it("a token is kept in the zones that exist, each once", () => {
    const map = buildZoneMap(["a", "b"], [], [{ characterId: "x", zoneIds: ["a", "ghost", "a", "b"] }]);
    expect(zonesOf("x", map)).toEqual(["a", "b"]);
  });
});

describe("where a character stands", () => {
  it("a token inside one region stands in that zone, not on a border", () => {
    expect(zonesOf("balthasar", keep)).toEqual(["courtyard"]);
    expect(onBorder("balthasar", keep)).toBe(false);
  });
  it("a token overlapping two regions stands on their border", () => {
    expect(zonesOf("sybilla", keep)).toEqual(["courtyard", "hall"]);
    expect(onBorder("sybilla", keep)).toBe(true);
  });
  it("a token outside every region, or not on the scene, stands in no zone", () => {
    expect(zonesOf("stray", keep)).toEqual([]);
    expect(zonesOf("nobody", keep)).toEqual([]);
    expect(onBorder("stray", keep)).toBe(false);
  });
  it("only zones drawn on the scene exist", () => {
    expect(hasZone("hall", keep)).toBe(true);
    expect(hasZone("cellar", keep)).toBe(false);
    expect(neighboursOf("cellar", keep)).toEqual([]);
  });
});
