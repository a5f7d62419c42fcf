/** A small keep for the zone tests: gate – courtyard – hall – tower in a line, and who stands where. */
import { buildZoneMap } from "../../../../../src/rulesets/factions/rules/zones/zone-map";

export const keep = buildZoneMap(
  ["gate", "courtyard", "hall", "tower"],
  [
    ["gate", "courtyard"],
    ["courtyard", "hall"],
    ["tower", "hall"],
  ],
  [
    { characterId: "balthasar", zoneIds: ["courtyard"] },
    { characterId: "sybilla", zoneIds: ["courtyard", "hall"] },
    { characterId: "bandit", zoneIds: ["hall"] },
    { characterId: "leader", zoneIds: ["tower"] },
    { characterId: "archer", zoneIds: ["gate"] },
    { characterId: "stray", zoneIds: [] },
  ],
);
