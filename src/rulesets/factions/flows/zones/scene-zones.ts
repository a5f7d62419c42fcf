/**
 * A scene's zones, read from its Regions (https://foundryvtt.com/api/v13/classes/foundry.documents.RegionDocument.html:
 * `shapes`, `flags`; a Scene embeds them as `regions` and its tokens as `tokens`). Which Regions are zones: only
 * those the GM ticked as zones on the Region's config (the flag `fray.zone`): a scene holds other Regions too
 * (traps, lights, and from v14 every spell area). Worlds that counted every Region when none was ticked were
 * offered, once, to tick them (mark-old-zones.ts). On a scene with levels (v14) a token's zones are those of
 * its own level, and only tokens on that level stand in them (levels.ts).
 * Two zones touching or overlapping are neighbours; a token whose footprint covers part of two zones stands
 * on their border, in both. A scene with no zone Regions has no map (null): nothing is refused.
 * Characters are named on the map by their token's UUID.
 */
import { polygonsTouch, rectOverlapsPolygon, shapePolygon, type Polygon, type Rect, type ShapeData } from "../../../../core/geometry/region-shapes";
import { levelOf, regionOnLevel, standsOnLevel } from "../../../../foundry/scene/levels";
import { placementOf } from "../../../../foundry/scene/token-moves";
import { markedAsZone } from "./region-config";
import { buildZoneMap, zonesOf, type Touching, type ZoneMap } from "../../rules/zones/zone-map";

/** A Region as the zones need it. */
export interface RegionOnScene {
  id: string;
  name: string;
  shapes: readonly ShapeData[];
  /** The GM ticked "this Region is a zone". */
  marked: boolean;
  /** The Level ids it belongs to (v14; empty: every level). */
  levels?: unknown;
}

/** A token's footprint in pixels, named by its UUID. */
export interface TokenOnScene {
  uuid: string;
  rect: Rect;
}

/** The Regions that are zones: the ticked ones. */
export function zoneRegionsOf(regions: readonly RegionOnScene[]): RegionOnScene[] {
  return regions.filter((r) => r.marked);
}

/** Each zone Region's id and polygons; a Region with no shape a zone can be drawn in (only spell-area shapes) is none. */
function zonePolygons(regions: readonly RegionOnScene[]): { id: string; polygons: Polygon[] }[] {
  return zoneRegionsOf(regions)
    .map((r) => ({ id: r.id, polygons: r.shapes.map(shapePolygon).filter((p): p is Polygon => p !== null) }))
    .filter((zone) => zone.polygons.length > 0);
}

/** The zones a footprint covers part of. */
function zonesCovering(rect: Rect, zones: readonly { id: string; polygons: Polygon[] }[]): string[] {
  return zones.filter((z) => z.polygons.some((p) => rectOverlapsPolygon(rect, p))).map((z) => z.id);
}

/** The zone map of these Regions and tokens; null when no Region is a zone. Pure. */
export function zoneMapFrom(regions: readonly RegionOnScene[], tokens: readonly TokenOnScene[]): ZoneMap | null {
  const zones = zonePolygons(regions);
  if (zones.length === 0) return null;
  const touching: Touching[] = [];
  zones.forEach((a, i) => {
    for (const b of zones.slice(i + 1)) if (a.polygons.some((pa) => b.polygons.some((pb) => polygonsTouch(pa, pb)))) touching.push([a.id, b.id]);
  });
  const standings = tokens.map((t) => ({ characterId: t.uuid, zoneIds: zonesCovering(t.rect, zones) }));
  return buildZoneMap(
    zones.map((z) => z.id),
    touching,
    standings,
  );
}

/** The zones a footprint in pixels covers on this scene and level (where a token stood before a move). */
export function sceneZonesAt(scene: Scene.Implementation, rect: Rect, level: string | null = null): string[] {
  return zonesCovering(rect, zonePolygons(regionsOnScene(scene, level)));
}

/** The scene's Regions on `level` (every Region on a scene without levels) as plain data. */
export function regionsOnScene(scene: Scene.Implementation, level: string | null = null): RegionOnScene[] {
  return scene.regions.contents
    .map((region) => ({
      id: region.id ?? "",
      name: region.name ?? "",
      shapes: region.shapes as unknown as readonly ShapeData[],
      marked: markedAsZone(region.flags),
      levels: (region as { levels?: unknown }).levels,
    }))
    .filter((region) => regionOnLevel(region, level));
}

/** A token's footprint: its top-left corner and its size in squares times the scene's square (TokenDocument `x`, `y`, `width`, `height`). */
export function tokenRect(place: { x: number; y: number; width: number; height: number }, gridSize: number): Rect {
  return { x: place.x, y: place.y, width: Number(place.width) * gridSize, height: Number(place.height) * gridSize };
}

/** The zones of a scene's level, with the tokens standing on that level (null: none drawn, or no scene). */
export function sceneZoneMap(scene: Scene.Implementation | null | undefined, level: string | null = null): ZoneMap | null {
  if (!scene) return null;
  const size = scene.grid.size;
  return zoneMapFrom(
    regionsOnScene(scene, level),
    scene.tokens.contents.filter((token) => standsOnLevel(token, level)).map((token) => ({ uuid: token.uuid, rect: tokenRect(placementOf(token), size) })),
  );
}

/** The zones a token stands in (two or more on a border; none outside every zone). */
export function zoneIdsOfToken(token: { uuid: string }, map: ZoneMap): readonly string[] {
  return zonesOf(token.uuid, map);
}

/** The zone map of the scene and level a token stands on. */
export function zoneMapOfToken(token: TokenDocument.Implementation): ZoneMap | null {
  return sceneZoneMap(token.parent, levelOf(token));
}

/** A zone's name as the GM wrote it on the Region (its id when unnamed or gone). */
export function zoneName(scene: Scene.Implementation | null | undefined, zoneId: string): string {
  return scene?.regions.get(zoneId)?.name || zoneId;
}
