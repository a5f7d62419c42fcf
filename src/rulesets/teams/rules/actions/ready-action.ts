/**
 * Ready an Action: the action named when readying (one of the single actions) and its trigger are kept
 * until the combatant's next turn starts; when the trigger happens it is taken as the round's reaction,
 * and its own action is not paid again. An attack taken this way still counts for the multiple attack
 * penalty.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import type { TeamsActionId } from "./action-table";
import { completeAction } from "./complete-action";
import { TEAMS_ECONOMY_REFUSAL as REFUSAL } from "./labels";
import { freshBudget, type TeamsBudget } from "./turn-budget";

/** The single actions that make sense set off by a trigger (Brandish is left out: it names an item). */
export const READYABLE_ACTIONS = ["attack", "move", "interact", "seekCover", "standUp"] as const satisfies readonly TeamsActionId[];
export type ReadyableAction = (typeof READYABLE_ACTIONS)[number];

/** The longest trigger kept; a trigger is a short phrase ("when the goblin steps out"). */
export const TRIGGER_MAX_LENGTH = 120;

export function isReadyableAction(value: unknown): value is ReadyableAction {
  return (READYABLE_ACTIONS as readonly unknown[]).includes(value);
}

/** A trigger as stored: one line, trimmed, at most TRIGGER_MAX_LENGTH characters. */
export function readiedTrigger(text: unknown): string {
  return typeof text === "string" ? text.replace(/\s+/g, " ").trim().slice(0, TRIGGER_MAX_LENGTH) : "";
}

/** What is readied now, or null: the action ("" when an older budget named none) and its trigger. */
export function readiedOf(budget: TeamsBudget): { action: ReadyableAction | ""; trigger: string } | null {
  if (!budget.readied) return null;
  return { action: isReadyableAction(budget.readiedAction) ? budget.readiedAction : "", trigger: budget.readiedTrigger };
}

export interface ReadiedContext {
  prone: boolean;
}

/** Whether the readied action may go off now as `id`: something readied, that action, a reaction left, and its own limit. */
export function checkReadiedAction(budget: TeamsBudget, id: TeamsActionId, ctx: ReadiedContext): Decision<{ action: ReadyableAction }> {
  const readied = readiedOf(budget);
  if (!readied) return refuse(REFUSAL.nothingReadied);
  if (!isReadyableAction(id) || (readied.action !== "" && readied.action !== id)) return refuse(REFUSAL.notTheReadiedAction, { action: readied.action });
  if (budget.reactionsLeft < 1) return refuse(REFUSAL.noReactionLeft);
  if (id === "standUp" && !ctx.prone) return refuse(REFUSAL.notProne);
  return { ok: true, action: id };
}

export interface TakenReadiedAction {
  budget: TeamsBudget;
  action: ReadyableAction;
  /** The combatant's prone state after it, or null when it does not change it. */
  prone: boolean | null;
}

/** Takes the readied action: the reaction is spent, nothing stays readied, and the action leaves its mark. */
export function takeReadiedAction(budget: TeamsBudget, id: TeamsActionId, ctx: ReadiedContext): Decision<TakenReadiedAction> {
  const check = checkReadiedAction(budget, id, ctx);
  if (!check.ok) return check;
  const spent: TeamsBudget = { ...budget, readied: false, readiedAction: "", readiedTrigger: "", reactionsLeft: budget.reactionsLeft - 1 };
  // Seek Cover lasts until the next turn like one taken on the turn; an attack raises the multiple attack penalty.
  const marked = check.action === "seekCover" ? { ...spent, inCover: true } : completeAction(spent, check.action);
  return { ok: true, budget: marked, action: check.action, prone: check.action === "standUp" ? false : null };
}

/**
 * The budget a readied attack is planned on: its action was paid when it was readied, so the economy
 * sees an attack it allows; the attacks made earlier this round still give the penalty.
 */
export function readiedAttackBudget(budget: TeamsBudget): TeamsBudget {
  return { ...freshBudget(), attacksThisRound: budget.attacksThisRound };
}
