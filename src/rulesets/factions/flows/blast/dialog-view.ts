/**
 * The blast dialog's view: with zones, the zones it may be aimed at (a melee blast: the attacker's own;
 * a ranged one: every zone within range, each with its range band); without, the user's targets. A ranged
 * blast asks whether the attacker sees where it aims, and (without zones) whether that is beyond half
 * range; moving this turn is prefilled from the budget. The GM reads it all again.
 */
import type { Translate } from "../../../../core/rules-types";
import { FACTIONS_RANGE_BAND } from "../../rules/zones/labels";
import { zoneRangeBandOnMap } from "../../rules/zones/range-band";
import { zonesOf, type ZoneMap } from "../../rules/zones/zone-map";
import type { FactionsWeapon } from "../attack/fighters";
import { BLAST_DIALOG } from "./keys";

export interface BlastDialogView {
  title: string;
  /** Zone id → label; empty without zones. */
  zones: Record<string, string>;
  zone: string;
  targetNames: string[];
  ranged: boolean;
  /** The range band is the attacker's to say (no zones). */
  rangeChoice: boolean;
  moving: boolean;
}

/** The zones a blast may be aimed at, in the map's order, with their labels. */
export function aimableZones(attackerUuid: string, weapon: FactionsWeapon, map: ZoneMap, nameOf: (zoneId: string) => string, t: Translate): Record<string, string> {
  if (weapon.attackKind === "melee") return Object.fromEntries(zonesOf(attackerUuid, map).map((id) => [id, nameOf(id)]));
  const entries = map.zones.flatMap((zone) => {
    const band = zoneRangeBandOnMap(attackerUuid, zone.id, weapon.range, map);
    if (band === "outOfRange") return [];
    return [[zone.id, band === null ? nameOf(zone.id) : t(BLAST_DIALOG.zoneChoice, { zone: nameOf(zone.id), band: t(FACTIONS_RANGE_BAND[band]) })]];
  });
  return Object.fromEntries(entries);
}

export function blastDialogView(weapon: FactionsWeapon, zones: Record<string, string> | null, targetNames: string[], moving: boolean, t: Translate): BlastDialogView {
  const ranged = weapon.attackKind !== "melee";
  return {
    title: t(BLAST_DIALOG.title, { weapon: weapon.name }),
    zones: zones ?? {},
    zone: Object.keys(zones ?? {})[0] ?? "",
    targetNames: zones ? [] : targetNames,
    ranged,
    rangeChoice: ranged && zones === null,
    moving,
  };
}
