/**
 * Cover as the attack dialog offers it: the grid's verdict (src/core/geometry/cover), what to
 * pre-select as the attack's cover, and the verdict worded for the dialog.
 */
import { coverSight, type CoverSight } from "../../../../core/geometry/cover";
import type { Cell, Wall } from "../../../../core/geometry/sight-geometry";
import type { Reason } from "../../../../core/rules-types";
import type { CoverLevel } from "./attack-plan";
import { COVER } from "./labels";

export interface CoverResult extends CoverSight {
  /** What to pre-select in the attack dialog; null without line of sight (the target is unseen). */
  attackCover: CoverLevel | null;
  explanation: Reason;
}

export function coverFromGrid(attacker: Cell, target: Cell, walls: readonly Wall[]): CoverResult {
  const sight = coverSight(attacker, target, walls);
  const attackCover: CoverLevel | null = sight.verdict === "noLineOfSight" ? null : sight.verdict;
  return { ...sight, attackCover, explanation: { key: COVER[sight.verdict], data: { corners: sight.visibleCorners } } };
}
