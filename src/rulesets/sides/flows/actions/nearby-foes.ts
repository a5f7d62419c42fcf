/**
 * Who stands next to whom, from plain token places on the grid: hostility by disposition and
 * the distance between footprints in feet, as the Attack of Opportunity rule needs them. Pure.
 */
import type { ActionId } from "../../rules/combat/action-table";
import { attacksOfOpportunity, type NearbyFoe } from "../../rules/combat/attacks-of-opportunity";

/** A token's footprint in grid squares (column, row of its top-left corner; size in squares). */
export interface Footprint {
  col: number;
  row: number;
  width: number;
  height: number;
}

export interface TokenPlace {
  id: string;
  place: Footprint;
  /** Foundry's token disposition: 1 friendly, 0 neutral, −1 hostile, −2 secret. */
  disposition: number;
  armedMelee: boolean;
  reachFt: number;
  canAct: boolean;
}

/** Feet between two footprints, counting diagonals as one square: touching squares are 5 ft apart. */
export function distanceFt(a: Footprint, b: Footprint, ftPerSquare: number): number {
  const gapX = Math.max(0, b.col - (a.col + a.width), a.col - (b.col + b.width));
  const gapY = Math.max(0, b.row - (a.row + a.height), a.row - (b.row + b.height));
  return (Math.max(gapX, gapY) + 1) * ftPerSquare;
}

/** Friendly and hostile tokens are foes to each other; neutral and secret ones to nobody. */
export function hostile(a: number, b: number): boolean {
  return (a === 1 && b === -1) || (a === -1 && b === 1);
}

/** Foes of the mover as the rule sees them, each with its distance to the mover. */
export function nearbyFoes(mover: TokenPlace, others: readonly TokenPlace[], ftPerSquare: number): NearbyFoe[] {
  return others
    .filter((other) => other.id !== mover.id && hostile(mover.disposition, other.disposition))
    .map((other) => ({
      id: other.id,
      armedMelee: other.armedMelee,
      canAct: other.canAct,
      reachFt: other.reachFt,
      distanceFt: distanceFt(mover.place, other.place, ftPerSquare),
    }));
}

export interface Provocation {
  action: ActionId;
  disengaged: boolean;
  /** Screen an Ally provokes only if the screener moved. */
  moved: boolean;
}

/** Ids of the foes who may make an Attack of Opportunity when the mover takes this action. */
export function provokedFoes(provocation: Provocation, mover: TokenPlace, others: readonly TokenPlace[], ftPerSquare: number): string[] {
  return attacksOfOpportunity(provocation, nearbyFoes(mover, others, ftPerSquare));
}

/** A token's footprint from its position in pixels and its size in squares. */
export function footprintOf(token: { x: number; y: number; width: number; height: number }, gridSizePx: number): Footprint {
  return { col: token.x / gridSizePx, row: token.y / gridSizePx, width: token.width, height: token.height };
}
