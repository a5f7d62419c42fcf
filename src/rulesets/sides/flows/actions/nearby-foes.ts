/** The foes an Attack of Opportunity may come from, as the rule sees them: the shared foes-around plus each foe's arms. */
import { foesAround, type PlacedToken } from "../../../../foundry/scene/nearby-foes";
import type { ActionId } from "../../rules/combat/action-table";
import { attacksOfOpportunity } from "../../rules/combat/attacks-of-opportunity";

export interface TokenPlace extends PlacedToken {
  armedMelee: boolean;
  reachFt: number;
  canAct: boolean;
}

export interface Provocation {
  action: ActionId;
  disengaged: boolean;
  /** Screen an Ally provokes only if the screener moved. */
  moved: boolean;
}

/** Ids of the foes who may make an Attack of Opportunity when the mover takes this action (distances in feet). */
export function provokedFoes(provocation: Provocation, mover: TokenPlace, others: readonly TokenPlace[], ftPerSquare: number): string[] {
  const foes = foesAround(mover, others, ftPerSquare).map(({ id, armedMelee, canAct, reachFt, distance }) => ({ id, armedMelee, canAct, reachFt, distanceFt: distance }));
  return attacksOfOpportunity(provocation, foes);
}
