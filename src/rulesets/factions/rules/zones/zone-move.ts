/**
 * A turn moves a character by one zone (the turn budget, which lets the move split around actions,
 * is the actions rules'). From a border, either of its zones counts as where the character is, so
 * stepping off it into one of them, or on into a neighbour of one, is one move.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { FACTIONS_ZONE_REFUSAL } from "./labels";
import { hasZone, type ZoneField } from "./zone-map";
import { zoneStepsBetween } from "./zone-distance";

/** A character may cross at most this many zone borders in a turn. */
export const ZONES_MOVED_PER_TURN = 1;

/**
 * Whether a character standing in `from` (two zones on a border) may end its move in zone `to`;
 * `zones` is how many zones that costs: 0 within its own zone, 1 into a neighbour. No zones drawn,
 * or a character placed in none, refuses nothing and costs nothing.
 */
export function zoneMoveAllowed(from: readonly string[], to: string, zones: ZoneField): Decision<{ zones: number }> {
  if (zones === null || from.length === 0) return { ok: true, zones: 0 };
  if (!hasZone(to, zones)) return refuse(FACTIONS_ZONE_REFUSAL.unknownZone);
  const steps = zoneStepsBetween(from, [to], zones);
  if (steps === null || steps > ZONES_MOVED_PER_TURN) return refuse(FACTIONS_ZONE_REFUSAL.tooFar, { zones: ZONES_MOVED_PER_TURN });
  return { ok: true, zones: steps };
}

/**
 * A move that ended with the token in `to` (several zones when it stops on a border, none outside every
 * zone): costs what reaching the nearest of them costs; ending outside every zone costs nothing.
 */
export function zoneMoveInto(from: readonly string[], to: readonly string[], zones: ZoneField): Decision<{ zones: number }> {
  const tries = to.map((zone) => zoneMoveAllowed(from, zone, zones));
  const allowed = tries.flatMap((t) => (t.ok ? [t.zones] : []));
  if (allowed.length > 0) return { ok: true, zones: Math.min(...allowed) };
  return tries[0] ?? { ok: true, zones: 0 };
}
