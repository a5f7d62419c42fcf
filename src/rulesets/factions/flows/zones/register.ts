/** The factions zone flows registered with the ruleset: movement by zone spent on the GM's client, the zone checkbox on Regions, the one-time offer to tick old zones. */
import { registerOldZonesOffer } from "./mark-old-zones";
import { registerZoneRegionConfig } from "./region-config";
import { registerFactionsZoneMoves } from "./zone-moves";

export function registerFactionsZones(): void {
  registerFactionsZoneMoves();
  registerZoneRegionConfig();
  registerOldZonesOffer();
}
