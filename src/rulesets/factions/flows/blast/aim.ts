/**
 * GM: where a blast goes and whether it needs a WIT save, from the scene's zones and the request. With
 * zones, a melee blast goes off in one of the attacker's zones and cannot miss; a ranged or indirect one is
 * aimed at a zone and follows its kind's to-hit rule (nearby: the attacker's own zone; the range band
 * counted in zones). Without zones (or a melee attacker standing in none) the user's targets are the
 * targets and the boxes ticked stand where the map cannot tell.
 */
import { refuse, type Decision, type Reason } from "../../../../core/rules-types";
import { toHit } from "../../rules/attack/to-hit";
import { FACTIONS_ZONE_REFUSAL } from "../../rules/zones/labels";
import { meleeBlastTargets } from "../../rules/zones/blast";
import { zoneRangeBandOnMap } from "../../rules/zones/range-band";
import { hasZone, zonesOf, type ZoneMap } from "../../rules/zones/zone-map";
import type { FactionsWeapon } from "../attack/fighters";
import { BLAST_REFUSAL } from "./keys";
import type { FactionsBlastRequest } from "./request";

/** Aimed at a zone (its occupants are read when it lands), or at the tokens the user picked. */
export type BlastAim = { zoneId: string; map: ZoneMap; picked: null } | { zoneId: null; map: null; picked: string[] };

export interface AimedBlast {
  aim: BlastAim;
  /** Why a WIT save is needed; empty: it goes off where aimed. */
  witSaveBecause: Reason[];
}

const pickedBy = (request: FactionsBlastRequest, attackerUuid: string, melee: boolean): string[] =>
  request.targetTokenUuids.filter((uuid) => !(melee && uuid === attackerUuid));

export function aimBlast(attackerUuid: string, weapon: FactionsWeapon, request: FactionsBlastRequest, map: ZoneMap | null, movedThisTurn: boolean): Decision<{ blast: AimedBlast }> {
  const melee = weapon.attackKind === "melee";
  const zoned = map !== null && (!melee || zonesOf(attackerUuid, map).length > 0);
  if (!zoned) {
    const picked = pickedBy(request, attackerUuid, melee);
    if (picked.length === 0) return refuse(BLAST_REFUSAL.noTargets);
    const facts = { kind: weapon.attackKind, nearby: true, band: request.beyondHalf ? ("beyondHalf" as const) : ("withinHalf" as const), visible: request.visible, moving: request.moving || movedThisTurn };
    const hit = melee ? { ok: true as const, witSaveBecause: [] } : toHit(facts);
    return hit.ok ? { ok: true, blast: { aim: { zoneId: null, map: null, picked }, witSaveBecause: hit.witSaveBecause } } : hit;
  }
  if (request.zoneId === null) return refuse(BLAST_REFUSAL.noZone);
  if (!hasZone(request.zoneId, map)) return refuse(FACTIONS_ZONE_REFUSAL.unknownZone);
  const aim = { zoneId: request.zoneId, map, picked: null };
  if (melee) {
    const own = meleeBlastTargets(attackerUuid, request.zoneId, map);
    return own.ok ? { ok: true, blast: { aim, witSaveBecause: [] } } : own;
  }
  const band = zoneRangeBandOnMap(attackerUuid, request.zoneId, weapon.range, map) ?? (request.beyondHalf ? "beyondHalf" : "withinHalf");
  const nearby = zonesOf(attackerUuid, map).includes(request.zoneId);
  const hit = toHit({ kind: weapon.attackKind, nearby, band, visible: request.visible, moving: request.moving || movedThisTurn });
  return hit.ok ? { ok: true, blast: { aim, witSaveBecause: hit.witSaveBecause } } : hit;
}
