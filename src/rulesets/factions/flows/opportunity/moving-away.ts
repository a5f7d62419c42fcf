/**
 * Whether a move takes a token away from a watcher, read on the GM's client (never from one on another
 * level): with zones drawn and both
 * placed, it started in a zone the watcher stands in and ends in none of them; without zones, it started
 * within the watcher's reach (adjacent squares, as the grid measures) and ends beyond it.
 */
import { footprintDistance, footprintOf } from "../../../../core/geometry/footprint";
import { placementOf, type Placement } from "../../../../foundry/scene/token-moves";
import { levelOf, sameLevel } from "../../../../foundry/scene/levels";
import { sceneZonesAt, tokenRect, zoneIdsOfToken, zoneMapOfToken } from "../zones/scene-zones";

export interface MoveFromWatcher {
  /** The mover started its move near the watcher. */
  moverNearby: boolean;
  /** The move ends away from the watcher. */
  movingAway: boolean;
}

const shareZone = (a: readonly string[], b: readonly string[]) => a.some((zone) => b.includes(zone));

export function moveFromWatcher(mover: TokenDocument.Implementation, start: Placement, watcher: TokenDocument.Implementation): MoveFromWatcher {
  const scene = mover.parent;
  const size = scene?.grid.size ?? 0;
  if (!sameLevel(mover, watcher)) return { moverNearby: false, movingAway: false };
  const map = zoneMapOfToken(mover);
  if (scene && map) {
    const [from, to, there] = [sceneZonesAt(scene, tokenRect(start, size), levelOf(mover)), zoneIdsOfToken(mover, map), zoneIdsOfToken(watcher, map)];
    if (from.length > 0 && there.length > 0) return { moverNearby: shareZone(from, there), movingAway: !shareZone(to, there) };
  }
  if (!(size > 0)) return { moverNearby: false, movingAway: false };
  const reach = scene?.grid.distance ?? 1;
  const near = (at: Placement) => footprintDistance(footprintOf(at, size), footprintOf(placementOf(watcher), size), reach) <= reach;
  return { moverNearby: near(start), movingAway: !near(placementOf(mover)) };
}
