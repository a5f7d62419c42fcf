/**
 * Attacks of opportunity: which acts provoke one from a creature that threatens the actor's square,
 * and whether the watcher may make one now (an immediate action of its own kind).
 */
import { refuse } from "../../../../core/rules-types";
import type { ClassicBudget } from "./budget";
import { CLASSIC_ACTION_REFUSAL } from "./labels";
import { spendImmediate, type ClassicSpend } from "./spend-action";

/** Whether each act the chapter names provokes, when done in (or, for moving, out of) a threatened square. */
export const PROVOKES_OPPORTUNITY = {
  leaveThreatenedSquare: true,
  fiveFootStep: false,
  retrieveItem: true,
  activateMotionItem: true,
  drawWeaponStandingStill: true,
  drawWeaponWhileMoving: false,
  standOrDrop: true,
  drinkPotion: true,
  drinkPotionFromBelt: false,
  castSpell: true,
  // A spell that needs a melee touch attack does not provoke.
  castMeleeTouchSpell: false,
  grapple: true,
  rangedAttack: true,
  meleeAttack: false,
  swiftAction: false,
  freeAction: false,
} as const;
export type ClassicProvokingAct = keyof typeof PROVOKES_OPPORTUNITY;

/** Whether the act gives a watcher an attack of opportunity: only when the watcher threatens the actor's square. */
export function provokesOpportunity(act: ClassicProvokingAct, inThreatenedSquare: boolean): boolean {
  return inThreatenedSquare && PROVOKES_OPPORTUNITY[act];
}

export interface OpportunityWatcher {
  /** False with a weapon the creature is untrained in: it threatens no square. */
  threatens: boolean;
  /** One a round without feats; Battle Prowess raises it. */
  opportunitiesPerRound: number;
}

/** The watcher's budget once it makes the attack of opportunity, or why it may not. */
export function spendOpportunity(budget: ClassicBudget, watcher: OpportunityWatcher): ClassicSpend {
  if (!watcher.threatens) return refuse(CLASSIC_ACTION_REFUSAL.doesNotThreaten);
  return spendImmediate(budget, "opportunity", watcher.opportunitiesPerRound);
}
