/**
 * Which of the chapter's actions the panel offers and in what groups, and which of them mean anything
 * outside a started fight. Attack and the killing strike start from a weapon's Attack button; Brandish,
 * Drop Item and Reload are offered per item. Pure.
 */
import type { TeamsActionId } from "../../rules/actions/action-table";
import { TEAMS_ECONOMY_REFUSAL } from "../../rules/actions/labels";
import { REFUSAL_KEYS } from "./keys";

export const PANEL_ACTIONS: readonly TeamsActionId[] = [
  "move",
  "sprint",
  "guard",
  "seekCover",
  "wait",
  "readyAction",
  "command",
  "interact",
  "resuscitate",
  "shortTask",
  "standUp",
];

export const PANEL_FREE_ACTIONS: readonly TeamsActionId[] = ["step", "dropProne"];

/** Actions taken on one held or carried item. */
export const ITEM_ACTIONS: readonly TeamsActionId[] = ["brandish", "dropItem", "reload"];

/** Actions that name a combatant through the user's target: the ally commanded, the patient revived. */
export const TARGETED_ACTIONS: readonly TeamsActionId[] = ["command", "resuscitate"];

/**
 * Out of a started fight no budget is kept: what changes a document still happens (items in hand,
 * prone, a revived patient, the action's test); what only lasts "until your next turn" or spends turn
 * actions (Guard, Seek Cover, Wait, Ready an Action, Command, Move, Step, Sprint) has no turn to last
 * until, and is refused with that reason.
 */
export const OUT_OF_FIGHT_ACTIONS: readonly TeamsActionId[] = ["brandish", "dropItem", "reload", "dropProne", "standUp", "resuscitate", "interact", "shortTask"];

export function meaningfulOutOfFight(id: TeamsActionId): boolean {
  return OUT_OF_FIGHT_ACTIONS.includes(id);
}

/** Why an action is refused out of a started fight, or null: no budget, only what it does must make sense. */
export function outOfFightRefusal(id: TeamsActionId, prone: boolean): string | null {
  if (!meaningfulOutOfFight(id)) return REFUSAL_KEYS.onlyInFight;
  if (id === "standUp" && !prone) return TEAMS_ECONOMY_REFUSAL.notProne;
  if (id === "dropProne" && prone) return TEAMS_ECONOMY_REFUSAL.alreadyProne;
  return null;
}
