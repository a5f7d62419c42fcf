/**
 * The teams action budget in the tracker: three actions a turn and a reaction recovered at the start
 * of the combatant's own turn, with what lasts until then (Guard, cover, a readied action, Wait's
 * extra reaction). A new round only clears what belongs to the round: its attacks and Command's actions.
 */
import type { EconomyBadge, RulesetEconomy } from "../../../../core/economy";
import { TEAMS_ECONOMY_BADGE as BADGE } from "./labels";
import { readiedOf } from "./ready-action";
import { ACTIONS_PER_TURN, REACTIONS_PER_ROUND, actionsLeft, freshBudget, readBudget, type TeamsBudget } from "./turn-budget";

export function budgetAtRoundStart(budget: TeamsBudget): TeamsBudget {
  return { ...budget, attacksThisRound: 0, grantedActions: 0 };
}

/** Your own turn starts: three actions and your reaction again; an extended action in progress carries over. */
export function budgetAtTurnStart(budget: TeamsBudget): TeamsBudget {
  return { ...freshBudget(), reactionsLeft: REACTIONS_PER_ROUND, extended: budget.extended, attacksThisRound: budget.attacksThisRound };
}

export function budgetBadges(budget: TeamsBudget): EconomyBadge[] {
  const left = actionsLeft(budget);
  const actions = Array.from({ length: ACTIONS_PER_TURN }, (_, index) => ({ label: BADGE.action, available: index < left }));
  const markers = [
    ...(budget.grantedActions > 0 ? [{ label: BADGE.grantedAction, available: true }] : []),
    ...(budget.reactionsLeft > REACTIONS_PER_ROUND ? [{ label: BADGE.extraReaction, available: true }] : []),
    ...(budget.guarding ? [{ label: BADGE.guarding, available: true }] : []),
    ...(budget.inCover ? [{ label: BADGE.inCover, available: true }] : []),
    ...readiedBadge(budget),
    ...(budget.extended ? [{ label: BADGE.extended, available: true }] : []),
  ];
  return [...actions, { label: BADGE.reaction, available: budget.reactionsLeft > 0 }, ...markers];
}

/** "Readied: Attack" with its trigger, or plain "Readied" for one that named no action. */
function readiedBadge(budget: TeamsBudget): EconomyBadge[] {
  const readied = readiedOf(budget);
  if (!readied) return [];
  const label = readied.action === "" ? BADGE.readied : `${BADGE.readiedAs}${readied.action}`;
  return [{ label, available: true, ...(readied.trigger ? { detail: readied.trigger } : {}) }];
}

export const teamsEconomy: RulesetEconomy<TeamsBudget> = {
  fresh: freshBudget,
  read: readBudget,
  roundStart: budgetAtRoundStart,
  turnStart: budgetAtTurnStart,
  badges: budgetBadges,
};
