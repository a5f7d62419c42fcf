/**
 * A ranged blast that misses deviates into a random neighbouring zone: the neighbours are numbered
 * from 1 in a fixed order (by id, the same on every client) and one die with that many faces picks
 * one. A zone with no neighbours has nowhere to deviate to: the blast lands harmlessly off the map.
 */
import { neighboursOf, type ZoneMap } from "./zone-map";

export interface DeviationOption {
  /** The die face that sends the blast here. */
  face: number;
  zoneId: string;
}

/** Where a missed blast may land, and the die to roll ("1d3" for three neighbours); no die when there is nowhere. */
export interface DeviationPlan {
  options: DeviationOption[];
  die: string | null;
}

export function deviationPlan(zoneId: string, map: ZoneMap): DeviationPlan {
  const options = [...neighboursOf(zoneId, map)].sort().map((id, i) => ({ face: i + 1, zoneId: id }));
  return { options, die: options.length > 0 ? `1d${options.length}` : null };
}

/** The zone the rolled face sends the blast to; null when no option has that face. */
export function deviatedZone(plan: DeviationPlan, face: number): string | null {
  return plan.options.find((o) => o.face === face)?.zoneId ?? null;
}
