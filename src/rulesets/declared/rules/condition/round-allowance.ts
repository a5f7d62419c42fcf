/**
 * What each wound state allows in a round. Up: a Standard, a Free action and a Reaction, and movement
 * up to Speed. Incapacitated: crawls 1 yard, and every action costs 1 Wound Point. Dying: as
 * incapacitated, but one action of any kind, and not both moving and acting. Stabilized: half speed,
 * the first action free, 1 Wound Point for each further one. Dead: nothing.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { DECLARED_CONDITION_REFUSAL } from "./labels";
import type { DeclaredWoundState } from "./wound-state";

export const DECLARED_ACTION_KINDS = ["standard", "free", "reaction"] as const;
export type DeclaredActionKind = (typeof DECLARED_ACTION_KINDS)[number];

/** What the creature has done so far this round. */
export interface RoundUse {
  taken: Readonly<Record<DeclaredActionKind, number>>;
  moved: boolean;
}

export const CRAWL_YARDS = 1;

export function actionsTaken(use: RoundUse): number {
  return DECLARED_ACTION_KINDS.reduce((sum, kind) => sum + use.taken[kind], 0);
}

/** Wound Points one more action costs, given how many the creature already took this round. */
export function actionWoundCost(state: DeclaredWoundState, alreadyTaken: number): number {
  if (state === "incapacitated" || state === "dying") return 1;
  if (state === "stabilized") return alreadyTaken >= 1 ? 1 : 0;
  return 0;
}

/** Whether one more action of this kind is allowed, and what it costs in Wound Points. */
export function mayTakeAction(state: DeclaredWoundState, use: RoundUse, kind: DeclaredActionKind): Decision<{ woundCost: number }> {
  if (state === "dead") return refuse(DECLARED_CONDITION_REFUSAL.dead);
  const taken = actionsTaken(use);
  if (state === "dying" && taken >= 1) return refuse(DECLARED_CONDITION_REFUSAL.dyingOneAction);
  if (state === "dying" && use.moved) return refuse(DECLARED_CONDITION_REFUSAL.dyingMovedOrActed);
  if (use.taken[kind] >= 1) return refuse(DECLARED_CONDITION_REFUSAL.kindUsed, { kind });
  return { ok: true, woundCost: actionWoundCost(state, taken) };
}

/**
 * How far the creature may move this round. `halved` is another half-speed effect (full defense, a
 * broken shin); halvings do not stack, so a stabilized creature on full defense still moves half.
 */
export function movementAllowance(state: DeclaredWoundState, speed: number, halved = false): number {
  if (state === "dead") return 0;
  if (state === "incapacitated" || state === "dying") return Math.min(CRAWL_YARDS, speed);
  return state === "stabilized" || halved ? Math.floor(speed / 2) : speed;
}

/** Whether the creature may move now: the dead never, the dying not after acting. */
export function mayMove(state: DeclaredWoundState, use: RoundUse, speed: number, halved = false): Decision<{ yards: number }> {
  if (state === "dead") return refuse(DECLARED_CONDITION_REFUSAL.dead);
  if (state === "dying" && actionsTaken(use) >= 1) return refuse(DECLARED_CONDITION_REFUSAL.dyingMovedOrActed);
  return { ok: true, yards: movementAllowance(state, speed, halved) };
}
