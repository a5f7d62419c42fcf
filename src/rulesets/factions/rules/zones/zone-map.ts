/**
 * Zones as pure data. The shell builds a map from the scene's Regions: each Region a zone, two zones
 * neighbours when their Regions touch or overlap (the shell decides touching), and where each token
 * stands — in one zone, or on the border of every zone it overlaps. `null` is a scene with no zones
 * drawn: then no zone rule refuses anything and the GM picks targets by hand.
 */

export interface Zone {
  id: string;
  neighbours: readonly string[];
}

/** Where one character stands: one zone id, or several when its token overlaps them (on their border). */
export interface Standing {
  characterId: string;
  zoneIds: readonly string[];
}

export interface ZoneMap {
  zones: readonly Zone[];
  standings: readonly Standing[];
}

/** A scene's zones, or null when none are drawn. */
export type ZoneField = ZoneMap | null;

/** Two zones that touch or overlap, as the shell found them; the order of the pair does not matter. */
export type Touching = readonly [string, string];

/**
 * The map from the shell's findings: adjacency made symmetric, no zone its own neighbour, pairs
 * naming an unknown zone ignored, each standing kept to the zones that exist.
 */
export function buildZoneMap(zoneIds: readonly string[], touching: readonly Touching[], standings: readonly Standing[]): ZoneMap {
  const known = new Set(zoneIds);
  const otherEnd = (id: string, [a, b]: Touching) => (a === id ? b : b === id ? a : null);
  const neighboursOfId = (id: string) => touching.map((pair) => otherEnd(id, pair)).filter((n): n is string => n !== null && n !== id && known.has(n));
  return {
    zones: zoneIds.map((id) => ({ id, neighbours: [...new Set(neighboursOfId(id))] })),
    standings: standings.map((s) => ({ characterId: s.characterId, zoneIds: [...new Set(s.zoneIds)].filter((z) => known.has(z)) })),
  };
}

/** The zones a character stands in (two or more on a border); empty when its token is in no zone. */
export function zonesOf(characterId: string, map: ZoneMap): readonly string[] {
  return map.standings.find((s) => s.characterId === characterId)?.zoneIds ?? [];
}

/** Whether a character stands on a border (its token overlaps more than one zone). */
export function onBorder(characterId: string, map: ZoneMap): boolean {
  return zonesOf(characterId, map).length > 1;
}

/** A zone's neighbours; empty for a zone the map does not know. */
export function neighboursOf(zoneId: string, map: ZoneMap): readonly string[] {
  return map.zones.find((z) => z.id === zoneId)?.neighbours ?? [];
}

/** Whether the map has this zone. */
export function hasZone(zoneId: string, map: ZoneMap): boolean {
  return map.zones.some((z) => z.id === zoneId);
}
