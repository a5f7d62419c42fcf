/**
 * What the declared action does for the rest of the round besides its initiative: full defense's
 * +4 Defense and half speed.
 */
import type { Modifier } from "../../../../core/rules-types";
import { declaredActionKindOf } from "./action-kinds";
import { DECLARED_ACTION_LINE } from "./labels";

export const FULL_DEFENSE_DEFENSE_BONUS = 4;

/** Lines to add to the creature's Defense this round (none unless it declared full defense). */
export function declaredDefenseLines(actionId: string | null): Modifier[] {
  return declaredActionKindOf(actionId) === "fullDefense" ? [{ key: DECLARED_ACTION_LINE.fullDefenseDefense, value: FULL_DEFENSE_DEFENSE_BONUS }] : [];
}

/** How far it may move this round: half its Speed on full defense, rounded down to whole yards. */
export function declaredRoundSpeed(speed: number, actionId: string | null): number {
  return declaredActionKindOf(actionId) === "fullDefense" ? Math.floor(speed / 2) : speed;
}
