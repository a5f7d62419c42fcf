/**
 * Stabilizing a dying or incapacitated creature: a Heal check against 10 + the highest damage among
 * its wounds (the injuries marked on its Wound Points). Meeting the TN succeeds, as attacks do.
 */
import { refuse, type Decision, type Modifier } from "../../../../core/rules-types";
import { DECLARED_CONDITION_LINE, DECLARED_CONDITION_REFUSAL } from "./labels";
import type { DeclaredWoundState } from "./wound-state";

export const DECLARED_HEAL_BASE_TN = 10;

export interface StabilizeTarget {
  tn: number;
  lines: Modifier[];
}

/** The Heal TN and its lines for the card; a creature with no wound marked faces the base 10. */
export function stabilizeTarget(wounds: readonly { amount: number }[]): StabilizeTarget {
  const highest = wounds.reduce((most, wound) => Math.max(most, wound.amount), 0);
  const lines: Modifier[] = [{ key: DECLARED_CONDITION_LINE.healBase, value: DECLARED_HEAL_BASE_TN }];
  if (highest > 0) lines.push({ key: DECLARED_CONDITION_LINE.highestWound, value: highest });
  return { tn: DECLARED_HEAL_BASE_TN + highest, lines };
}

/** Whether a Heal check may be made to stabilize the creature now, and whether its total does. */
export function stabilizeCheck(state: DeclaredWoundState, healTotal: number, tn: number): Decision<{ stabilized: boolean }> {
  if (state === "dead") return refuse(DECLARED_CONDITION_REFUSAL.dead);
  if (state === "stabilized") return refuse(DECLARED_CONDITION_REFUSAL.alreadyStabilized);
  if (state !== "incapacitated" && state !== "dying") return refuse(DECLARED_CONDITION_REFUSAL.notDown);
  return { ok: true, stabilized: healCheckSucceeds(healTotal, tn) };
}

/** A Heal check at the stabilize TN: also what clears a suffocating creature's airway, down or not. */
export function healCheckSucceeds(healTotal: number, tn: number): boolean {
  return healTotal >= tn;
}
