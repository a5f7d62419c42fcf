/**
 * The scene's zones as the GM drew them: only the Regions ticked as zones, neighbours
 * where Regions touch, and a token on a border standing in both zones.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { balthasarAgainstBandit } from "../attack/fight";
import { drawRegions, place, sceneOf, THREE_ROOMS } from "./zones-fight";
import { sceneZoneMap, zoneIdsOfToken, zoneMapOfToken, zoneName, zoneRegionsOf } from "../../../../../src/rulesets/factions/flows/zones/scene-zones";
import { neighboursOf } from "../../../../../src/rulesets/factions/rules/zones/zone-map";

type Plain = Record<string, any>;
let creatures: Record<string, Plain>;
let scene: Plain;
const tokenOf = (id: string) => creatures[id]!.getActiveTokens()[0].document;

beforeEach(() => {
  ({ creatures } = balthasarAgainstBandit());
  scene = sceneOf(creatures);
});

describe("a scene's Regions are its zones", () => {
  it("three rooms in a row: the hall neighbours the yard and the cellar, which do not neighbour each other", () => {
    drawRegions(scene, THREE_ROOMS);
    const map = sceneZoneMap(scene as never)!;
    expect(map.zones.map((z) => z.id)).toEqual(["yard", "hall", "cellar"]);
    expect(neighboursOf("hall", map)).toEqual(["yard", "cellar"]);
    expect(neighboursOf("yard", map)).toEqual(["hall"]);
    expect(neighboursOf("cellar", map)).toEqual(["hall"]);
  });

  it("each token stands in the room its footprint covers; a token across the wall stands on the border, in both", () => {
    drawRegions(scene, THREE_ROOMS);
    place(creatures, "balthasar", 100, 100);
    place(creatures, "bandit", 250, 100);
    place(creatures, "sybilla", 1000, 100);
    const map = sceneZoneMap(scene as never)!;
    expect(zoneIdsOfToken(tokenOf("balthasar"), map)).toEqual(["yard"]);
    expect(zoneIdsOfToken(tokenOf("bandit"), map)).toEqual(["yard", "hall"]);
    expect(zoneIdsOfToken(tokenOf("sybilla"), map)).toEqual([]);
  });

  it("a token standing right against the wall, not over it, is in one room only", () => {
    drawRegions(scene, THREE_ROOMS);
    place(creatures, "bandit", 200, 0);
    expect(zoneIdsOfToken(tokenOf("bandit"), sceneZoneMap(scene as never)!)).toEqual(["yard"]);
  });

  it("the Regions the GM did not tick (a trap, a light, a spell area) are not zones", () => {
    drawRegions(scene, [...THREE_ROOMS, { id: "trap", name: "Pit trap", rect: { x: 100, y: 100, width: 100, height: 100 }, zone: false }]);
    place(creatures, "balthasar", 100, 100);
    const map = sceneZoneMap(scene as never)!;
    expect(map.zones.map((z) => z.id)).toEqual(["yard", "hall", "cellar"]);
    expect(zoneIdsOfToken(tokenOf("balthasar"), map)).toEqual(["yard"]);
  });

  it("a scene whose Regions are none of them ticked has no zones, however many Regions it holds", () => {
    drawRegions(scene, THREE_ROOMS.map((room) => ({ ...room, zone: false })));
    expect(sceneZoneMap(scene as never)).toBeNull();
    expect(zoneRegionsOf([{ id: "a", name: "", shapes: [], marked: false }])).toEqual([]);
  });

  it("a ticked Region drawn only in v14's spell-area shapes (a cone, a ring) is no zone", () => {
    drawRegions(scene, THREE_ROOMS);
    scene.regions.contents.push({ id: "breath", name: "Dragon's breath", shapes: [{ type: "cone", x: 0, y: 0, radius: 500, angle: 60, rotation: 0, hole: false }, { type: "ring", x: 0, y: 0, radius: 300, hole: false }], flags: { fray: { zone: true } } });
    expect(sceneZoneMap(scene as never)!.zones.map((z) => z.id)).toEqual(["yard", "hall", "cellar"]);
    place(creatures, "balthasar", 0, 0);
    expect(zoneIdsOfToken(tokenOf("balthasar"), sceneZoneMap(scene as never)!)).toEqual(["yard"]);
  });

  it("on a scene with levels (v14), a token's zones are its own level's, and only tokens on that level stand in them", () => {
    drawRegions(scene, THREE_ROOMS);
    Object.assign(scene.regions.get("cellar"), { levels: ["basement"] });
    Object.assign(scene.regions.get("hall"), { levels: ["ground"] });
    place(creatures, "balthasar", 100, 100);
    place(creatures, "bandit", 150, 100);
    Object.assign(tokenOf("balthasar"), { level: "ground" });
    Object.assign(tokenOf("bandit"), { level: "basement" });
    const ground = zoneMapOfToken(tokenOf("balthasar") as never)!;
    expect(ground.zones.map((z) => z.id)).toEqual(["yard", "hall"]);
    expect(zoneIdsOfToken(tokenOf("balthasar"), ground)).toEqual(["yard"]);
    expect(zoneIdsOfToken(tokenOf("bandit"), ground)).toEqual([]);
    expect(zoneMapOfToken(tokenOf("bandit") as never)!.zones.map((z) => z.id)).toEqual(["yard", "cellar"]);
  });

  it("a scene with no Regions has no zones: null, and nothing is refused", () => {
    drawRegions(scene, []);
    expect(sceneZoneMap(scene as never)).toBeNull();
    expect(sceneZoneMap(null)).toBeNull();
  });

  it("a zone is named as the GM named its Region, by its id when unnamed or gone", () => {
    drawRegions(scene, [...THREE_ROOMS, { id: "nameless", name: "", rect: { x: 0, y: 300, width: 100, height: 100 } }]);
    expect(zoneName(scene as never, "hall")).toBe("Hall");
    expect(zoneName(scene as never, "nameless")).toBe("nameless");
    expect(zoneName(scene as never, "gone")).toBe("gone");
  });
});
