/**
 * Who stands near whom as foes, from plain token places: hostility by Foundry's token disposition
 * and the distance between footprints. Pure; the shell reads the places from the scene.
 */
import { footprintDistance, type Footprint } from "../../core/geometry/footprint";
import { sameLevel } from "./levels";

/** A token as this needs it: its id, its footprint, Foundry's disposition (1 friendly, 0 neutral, −1 hostile, −2 secret) and its level (v14; null without levels). */
export interface PlacedToken {
  id: string;
  place: Footprint;
  disposition: number;
  level?: string | null;
}

/** Friendly and hostile tokens are foes to each other; neutral and secret ones to nobody. */
export function hostile(a: number, b: number): boolean {
  return (a === 1 && b === -1) || (a === -1 && b === 1);
}

/** The mover's foes among the others on its level, each with its distance to the mover in scene units. */
export function foesAround<T extends PlacedToken>(mover: PlacedToken, others: readonly T[], unitsPerSquare: number): (T & { distance: number })[] {
  return others
    .filter((other) => other.id !== mover.id && sameLevel(mover, other) && hostile(mover.disposition, other.disposition))
    .map((other) => ({ ...other, distance: footprintDistance(mover.place, other.place, unitsPerSquare) }));
}
