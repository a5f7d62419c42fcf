/** The factions zone flows registered with the ruleset: movement by zone spent on the GM's client, the zone checkbox on Regions. */
import { registerZoneRegionConfig } from "./region-config";
import { registerFactionsZoneMoves } from "./zone-moves";

export function registerFactionsZones(): void {
  registerFactionsZoneMoves();
  registerZoneRegionConfig();
}
