/**
 * The characters within 1 m of the target, where a thrown or projectile mishap may stray: every other
 * teams token on the target's scene and level whose footprint touches the target's (one grid square is 1 m).
 */
import { footprintDistance, footprintOf } from "../../../../core/geometry/footprint";
import { sameLevel } from "../../../../foundry/scene/levels";
import type { PlannedTargetInput } from "../../rules/combat/attack-plan";
import { targetInputOf } from "./fighters";

const STRAY_REACH_SQUARES = 1;

interface Placed {
  uuid: string;
  x: number;
  y: number;
  width: unknown;
  height: unknown;
}

const placeOf = (token: Placed, gridPx: number) => footprintOf({ x: token.x, y: token.y, width: Number(token.width), height: Number(token.height) }, gridPx);

export function tokensNear(target: TokenDocument.Implementation, attacker: TokenDocument.Implementation): { token: TokenDocument.Implementation; input: PlannedTargetInput }[] {
  const scene = target.parent;
  const gridPx = scene?.grid.size ?? 0;
  if (!scene || gridPx <= 0) return [];
  const here = placeOf(target, gridPx);
  return scene.tokens.contents.flatMap((token) => {
    if (token.uuid === target.uuid || token.uuid === attacker.uuid || !sameLevel(token, target)) return [];
    if (footprintDistance(here, placeOf(token, gridPx), 1) > STRAY_REACH_SQUARES) return [];
    const input = targetInputOf(token);
    return input ? [{ token, input }] : [];
  });
}
