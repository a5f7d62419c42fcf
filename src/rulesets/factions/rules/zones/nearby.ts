/**
 * "Nearby" means the same zone. A character on a border stands in both zones, so it is nearby to
 * everyone in either of them (and to others on a border sharing one of its zones). A scene with no
 * zones, or a token outside every zone, refuses nothing: the GM judges it.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { FACTIONS_ZONE_REFUSAL } from "./labels";
import { zonesOf, type ZoneField, type ZoneMap } from "./zone-map";

/** Whether two characters share a zone on this map (false when either stands in no zone). */
export function areNearby(aId: string, bId: string, map: ZoneMap): boolean {
  const bZones = zonesOf(bId, map);
  return zonesOf(aId, map).some((z) => bZones.includes(z));
}

/** Whether a melee attack, a guard or a hide-behind may reach from `aId` to `bId`; only a drawn map with both placed refuses. */
export function nearbyCheck(aId: string, bId: string, field: ZoneField): Decision<object> {
  if (field === null || zonesOf(aId, field).length === 0 || zonesOf(bId, field).length === 0) return { ok: true };
  return areNearby(aId, bId, field) ? { ok: true } : refuse(FACTIONS_ZONE_REFUSAL.notNearby);
}

/** Everyone else nearby this character, in the map's standing order. */
export function nearbyCharacters(characterId: string, map: ZoneMap): string[] {
  return map.standings.filter((s) => s.characterId !== characterId && areNearby(characterId, s.characterId, map)).map((s) => s.characterId);
}
