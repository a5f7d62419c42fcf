/**
 * How many zones apart two places are: 0 for the same zone, 1 for neighbours, and so on across the
 * neighbour graph. A character on a border counts from whichever of its zones is nearer.
 */
import { neighboursOf, zonesOf, type ZoneMap } from "./zone-map";

/** Fewest zone steps from any of `from` to any of `to`; null when no path joins them or either is empty. */
export function zoneStepsBetween(from: readonly string[], to: readonly string[], map: ZoneMap): number | null {
  const goals = new Set(to);
  const seen = new Set(from);
  let frontier = [...seen];
  for (let steps = 0; frontier.length > 0; steps++) {
    if (frontier.some((z) => goals.has(z))) return steps;
    const next: string[] = [];
    for (const zone of frontier) {
      for (const n of neighboursOf(zone, map)) {
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return null;
}

/** Zones between two characters; null when either stands in no zone or no path joins them. */
export function zoneDistance(aId: string, bId: string, map: ZoneMap): number | null {
  return zoneStepsBetween(zonesOf(aId, map), zonesOf(bId, map), map);
}
