/**
 * Cover from the grid, as geometry: the target has half cover when the attacker has line of sight
 * but does not see all four corners of the target's square (from any point of the attacker's
 * square), full cover when it sees none of them. Flat map only. What each verdict does to an attack
 * is the ruleset's.
 */
import { hasLineOfSight, seesPoint } from "./line-of-sight";
import { cellRect, rectCorners, type Cell, type Wall } from "./sight-geometry";

export type CoverVerdict = "none" | "half" | "full" | "noLineOfSight";

export interface CoverSight {
  verdict: CoverVerdict;
  lineOfSight: boolean;
  /** Which of the target square's corners the attacker sees: top-left, top-right, bottom-right, bottom-left. */
  cornersVisible: [boolean, boolean, boolean, boolean];
  visibleCorners: number;
}

export function coverSight(attacker: Cell, target: Cell, walls: readonly Wall[]): CoverSight {
  const lineOfSight = hasLineOfSight(attacker, target, walls);
  const [c0, c1, c2, c3] = rectCorners(cellRect(target)).map((c) => lineOfSight && seesPoint(attacker, c, walls));
  const cornersVisible: [boolean, boolean, boolean, boolean] = [c0 === true, c1 === true, c2 === true, c3 === true];
  const visibleCorners = cornersVisible.filter(Boolean).length;
  const verdict: CoverVerdict = !lineOfSight ? "noLineOfSight" : visibleCorners === 4 ? "none" : visibleCorners === 0 ? "full" : "half";
  return { verdict, lineOfSight, cornersVisible, visibleCorners };
}
