/**
 * Whom a blast hits: every character in its zone and on that zone's borders (a token overlapping
 * the zone). A melee blast goes off in the attacker's own zone (either one, on a border) and spares
 * the attacker; a ranged blast hits whoever is there, the attacker too. With no zones drawn the GM
 * picks the targets.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { FACTIONS_ZONE_REFUSAL } from "./labels";
import { hasZone, zonesOf, type ZoneField, type ZoneMap } from "./zone-map";

/** Who a blast hits, or that the GM picks them by hand (no zones drawn). */
export type BlastTargets = { gmPicks: false; zoneId: string; targetIds: string[] } | { gmPicks: true };

/** Everyone standing in the zone or on one of its borders, in the map's standing order. */
export function charactersInZone(zoneId: string, map: ZoneMap): string[] {
  return map.standings.filter((s) => s.zoneIds.includes(zoneId)).map((s) => s.characterId);
}

/** A ranged blast landing in `zoneId` (aimed there, or deviated there): everyone in it, the attacker included. */
export function rangedBlastTargets(zoneId: string, field: ZoneField): Decision<{ targets: BlastTargets }> {
  if (field === null) return { ok: true, targets: { gmPicks: true } };
  if (!hasZone(zoneId, field)) return refuse(FACTIONS_ZONE_REFUSAL.unknownZone);
  return { ok: true, targets: { gmPicks: false, zoneId, targetIds: charactersInZone(zoneId, field) } };
}

/**
 * A melee blast in `zoneId`, which must be one of the attacker's zones: everyone there but the
 * attacker. An attacker in no zone leaves the targets to the GM.
 */
export function meleeBlastTargets(attackerId: string, zoneId: string, field: ZoneField): Decision<{ targets: BlastTargets }> {
  if (field === null || zonesOf(attackerId, field).length === 0) return { ok: true, targets: { gmPicks: true } };
  if (!zonesOf(attackerId, field).includes(zoneId)) return refuse(FACTIONS_ZONE_REFUSAL.notOwnZone);
  return { ok: true, targets: { gmPicks: false, zoneId, targetIds: charactersInZone(zoneId, field).filter((id) => id !== attackerId) } };
}
