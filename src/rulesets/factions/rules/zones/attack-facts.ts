/**
 * What the zones say about an attack between two characters: whether the target is nearby (same zone)
 * and where it stands against the weapon's range. Each is null where the map cannot tell (no zones, a
 * token in none, no path): the attacker says, on the dialog. Melee attacks have no range band.
 */
import { areNearby } from "./nearby";
import { rangeBandOnMap, type RangeBand } from "./range-band";
import { zonesOf, type ZoneField } from "./zone-map";

export interface AttackZoneFacts {
  nearby: boolean | null;
  band: RangeBand | null;
}

export function attackZoneFacts(attackerId: string, targetId: string, ranged: boolean, rangeZones: number, field: ZoneField): AttackZoneFacts {
  const placed = field !== null && zonesOf(attackerId, field).length > 0 && zonesOf(targetId, field).length > 0;
  return {
    nearby: placed ? areNearby(attackerId, targetId, field) : null,
    band: ranged ? rangeBandOnMap(attackerId, targetId, rangeZones, field) : null,
  };
}
