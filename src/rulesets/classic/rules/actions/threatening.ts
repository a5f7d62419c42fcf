/**
 * Whether a watcher threatens the square a creature stands in, from the two footprints on the map:
 * its held melee weapon's reach (reach.ts: a Small wielder loses the corners, an untrained weapon
 * threatens nothing); a creature holding no melee weapon, grappling, or down (unconscious, dying,
 * stabilized, dead) threatens nothing. A creature larger than Medium threatens from every square of
 * its space (rules-notes "classic — the action economy in play").
 */
import type { Footprint } from "../../../../core/geometry/footprint";
import { threatens, type SquareOffset } from "../character/reach";
import type { ClassicSize } from "../character/size";
import { CLASSIC_STATUS } from "../character/statuses";

export interface ThreatFacts {
  size: ClassicSize;
  /** The melee weapon it holds (a slot holds it), or null when it holds none. */
  weapon: { reach: boolean; trained: boolean } | null;
  statuses: ReadonlySet<string>;
}

const NO_THREAT: readonly string[] = [
  CLASSIC_STATUS.grappled,
  CLASSIC_STATUS.pinned,
  CLASSIC_STATUS.unconscious,
  CLASSIC_STATUS.dying,
  CLASSIC_STATUS.stabilized,
  CLASSIC_STATUS.dead,
];

/** Squares between the nearest squares of two footprints, along each axis (0: they share that column or row). */
export function squareOffset(from: Footprint, to: Footprint): SquareOffset {
  const apart = (a: number, aSize: number, b: number, bSize: number) => Math.max(0, b - (a + aSize - 1), a - (b + bSize - 1));
  return [apart(from.col, from.width, to.col, to.width), apart(from.row, from.height, to.row, to.height)];
}

/** Whether the watcher, standing on `watcher`, threatens a square of `target`. */
export function threatensFootprint(facts: ThreatFacts, watcher: Footprint, target: Footprint): boolean {
  if (facts.weapon === null || NO_THREAT.some((status) => facts.statuses.has(status))) return false;
  return threatens(facts.size, facts.weapon, squareOffset(watcher, target));
}
