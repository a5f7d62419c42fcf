/**
 * Shooting at one of two grappling creatures: a 50% chance the shot goes to the other one instead.
 * The shell rolls the d%; 01–50 strikes the intended target, 51–100 the other (docs/rules-notes.md).
 */
import type { AttackKind } from "./attack-roll";
import { CLASSIC_GRAPPLE_SHOT } from "./labels";

export const GRAPPLE_SHOT_FORMULA = "1d100";

export type GrappleShotTarget = "intended" | "other";

/** Who the shot strikes, from the d% result (1–100). */
export function grappleShotTarget(percentile: number): GrappleShotTarget {
  return percentile <= 50 ? "intended" : "other";
}

export function grappleShotLabel(target: GrappleShotTarget): string {
  return CLASSIC_GRAPPLE_SHOT[target];
}

/** A shot (or throw) at a creature in a grapple risks the other grappler; a blow struck in melee does not. */
export function grappleShotApplies(kind: AttackKind, targetInGrapple: boolean): boolean {
  return targetInGrapple && (kind === "ranged" || kind === "rangedTouch");
}
