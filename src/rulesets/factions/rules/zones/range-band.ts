/**
 * Ranges are counted in zones: a weapon's range is how many zones away it reaches (0: its own zone
 * only), and half range is that halved, rounded down. A target is beyond half range when more zones
 * away than that. With no zones drawn (or a token outside every zone) there is no distance: the
 * attacker says which band the target is in, on the attack dialog.
 */
import { FACTIONS_RANGE_BAND } from "./labels";
import { zoneDistance, zoneStepsBetween } from "./zone-distance";
import { zonesOf, type ZoneField } from "./zone-map";

export type RangeBand = keyof typeof FACTIONS_RANGE_BAND;

/** Half a range in zones, rounded down: a 1-zone bow reaches beyond half range into the next zone. */
export function halfRangeZones(rangeZones: number): number {
  return Math.floor(rangeZones / 2);
}

/** Where a target this many zones away stands against a range of `rangeZones`. */
export function rangeBand(distanceZones: number, rangeZones: number): RangeBand {
  if (distanceZones > rangeZones) return "outOfRange";
  return distanceZones > halfRangeZones(rangeZones) ? "beyondHalf" : "withinHalf";
}

/** The band from the map, or null when the map cannot tell (no zones, a token in none, no path): the attacker says. */
export function rangeBandOnMap(attackerId: string, targetId: string, rangeZones: number, field: ZoneField): RangeBand | null {
  if (field === null) return null;
  const distance = zoneDistance(attackerId, targetId, field);
  return distance === null ? null : rangeBand(distance, rangeZones);
}

/** The band of a zone a ranged blast is aimed at, from the attacker; null when the map cannot tell. */
export function zoneRangeBandOnMap(attackerId: string, zoneId: string, rangeZones: number, field: ZoneField): RangeBand | null {
  if (field === null) return null;
  const distance = zoneStepsBetween(zonesOf(attackerId, field), [zoneId], field);
  return distance === null ? null : rangeBand(distance, rangeZones);
}
