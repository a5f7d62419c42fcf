/**
 * The teams actions panel as plain data: what is left this turn (actions, reaction, stamina, focus and
 * what lasts until the next turn), the extended action under way with Continue and Abandon, the
 * readied action with "Take the readied action", one
 * button per action of the chapter's table with its cost and, when the economy refuses it now, why;
 * the items that can be brandished, dropped or reloaded. Pure.
 */
import type { ActionContext } from "../../rules/actions/action-cost";
import { teamsAction, type TeamsActionId } from "../../rules/actions/action-table";
import { checkAction } from "../../rules/actions/check-action";
import { budgetBadges } from "../../rules/actions/economy";
import { continueExtendedAction } from "../../rules/actions/extended-action";
import { TEAMS_ECONOMY_BADGE } from "../../rules/actions/labels";
import { checkReadiedAction, readiedOf } from "../../rules/actions/ready-action";
import type { TeamsBudget } from "../../rules/actions/turn-budget";
import { ACTION_HINT_KEYS, ACTION_NAME_KEYS, COST_KEYS, PANEL_KEYS } from "./keys";
import { outOfFightRefusal, PANEL_ACTIONS, PANEL_FREE_ACTIONS, TARGETED_ACTIONS } from "./panel-actions";

/** An item the actor could hold in hand: its id, name, whether it is held, and its reload time (0: none). */
export interface HoldableItem {
  id: string;
  name: string;
  wielded: boolean;
  reload: number;
}

export interface PanelSituation {
  /** In a combat the user sees. */
  inCombat: boolean;
  /** That combat runs under a turn structure: budgets are kept. */
  started: boolean;
  ownTurn: boolean;
  budget: TeamsBudget;
  stamina: { value: number; max: number };
  focus: { value: number; max: number };
  prone: boolean;
  items: readonly HoldableItem[];
}

/** A cost part: its count (0: none shown) and the word after it. */
interface CostPart {
  key: string;
  count: number;
}

function costParts(id: TeamsActionId, reloadActions?: number): CostPart[] {
  const line = teamsAction(id, reloadActions);
  if (line.free) return [{ key: COST_KEYS.free, count: 0 }];
  return [
    { key: line.actions === 1 ? COST_KEYS.action : COST_KEYS.actions, count: line.actions },
    ...(line.stamina > 0 ? [{ key: COST_KEYS.stamina, count: line.stamina }] : []),
    ...(line.focus > 0 ? [{ key: COST_KEYS.focus, count: line.focus }] : []),
  ];
}

/** The panel cannot know whom the user will command: it checks for an ally no combatant id can be. */
const ANY_ALLY = "(any ally)";

function contextOf(situation: PanelSituation, id: TeamsActionId, reloadActions?: number): ActionContext {
  return {
    ownTurn: situation.ownTurn,
    stamina: situation.stamina.value,
    focus: situation.focus.value,
    prone: situation.prone,
    ...(id === "command" ? { target: ANY_ALLY } : {}),
    ...(reloadActions === undefined ? {} : { reloadActions }),
  };
}

/** Why the button would be refused now, or null. Out of a fight only the economy-free limits apply. */
function refusalOf(situation: PanelSituation, id: TeamsActionId, reloadActions?: number): string | null {
  if (!situation.started) return outOfFightRefusal(id, situation.prone);
  const ctx = contextOf(situation, id, reloadActions);
  const check = checkAction(situation.budget, id, ctx);
  return check.ok ? null : check.reason.key;
}

function actionButton(situation: PanelSituation, id: TeamsActionId, reloadActions?: number) {
  const reason = refusalOf(situation, id, reloadActions);
  return {
    id,
    label: ACTION_NAME_KEYS[id],
    hint: ACTION_HINT_KEYS[id],
    cost: costParts(id, reloadActions),
    allowed: reason === null,
    reason,
    /** Command and Resuscitate name the user's one targeted token. */
    targeted: TARGETED_ACTIONS.includes(id),
  };
}

export type TeamsActionButton = ReturnType<typeof actionButton>;

function itemRow(situation: PanelSituation, item: HoldableItem) {
  return {
    id: item.id,
    name: item.name,
    wielded: item.wielded,
    state: item.wielded ? PANEL_KEYS.held : PANEL_KEYS.carried,
    /** Brandish takes a carried item in hand or puts a held one away; Drop Item lets a held one fall. */
    buttons: [
      actionButton(situation, "brandish"),
      ...(item.wielded ? [actionButton(situation, "dropItem")] : []),
      ...(item.reload > 0 ? [actionButton(situation, "reload", item.reload)] : []),
    ],
  };
}

function extendedView(situation: PanelSituation) {
  const extended = situation.started ? situation.budget.extended : null;
  if (!extended) return null;
  const next = continueExtendedAction(situation.budget, situation.ownTurn);
  return {
    action: extended.action,
    label: ACTION_NAME_KEYS[extended.action as TeamsActionId] ?? extended.action,
    actionsLeft: extended.actionsLeft,
    canContinue: next.ok,
    continueReason: next.ok ? null : next.reason.key,
    // Abandoning is free but only on your own turn.
    canAbandon: situation.ownTurn,
  };
}

/** What is readied and whether it may go off now (on anyone's turn): "Readied: Attack — when the goblin steps out". */
function readiedView(situation: PanelSituation) {
  const readied = situation.started ? readiedOf(situation.budget) : null;
  if (!readied) return null;
  // One readied before actions were named is chosen when taken; any single action checks the same.
  const check = checkReadiedAction(situation.budget, readied.action || "move", { prone: situation.prone });
  return {
    action: readied.action,
    label: readied.action === "" ? TEAMS_ECONOMY_BADGE.readied : `${TEAMS_ECONOMY_BADGE.readiedAs}${readied.action}`,
    trigger: readied.trigger,
    canTake: check.ok,
    reason: check.ok ? null : check.reason.key,
  };
}

/** The readied and the extended action have rows of their own below the budget; a badge would repeat them. */
function shownAsRow(badge: { label: string }): boolean {
  return badge.label === TEAMS_ECONOMY_BADGE.extended || badge.label === TEAMS_ECONOMY_BADGE.readied || badge.label.startsWith(TEAMS_ECONOMY_BADGE.readiedAs);
}

function turnNote(situation: PanelSituation): string {
  if (!situation.inCombat) return PANEL_KEYS.notInCombat;
  if (!situation.started) return PANEL_KEYS.notStarted;
  return situation.ownTurn ? PANEL_KEYS.yourTurn : PANEL_KEYS.notYourTurn;
}

export function teamsActionsView(situation: PanelSituation) {
  return {
    started: situation.started,
    ownTurn: situation.ownTurn,
    turnNote: turnNote(situation),
    badges: situation.started ? budgetBadges(situation.budget).filter((badge) => !shownAsRow(badge)) : [],
    pools: [
      { key: "stamina", label: PANEL_KEYS.stamina, ...situation.stamina },
      { key: "focus", label: PANEL_KEYS.focus, ...situation.focus },
    ],
    extended: extendedView(situation),
    readied: readiedView(situation),
    groups: [
      { key: "actions", label: PANEL_KEYS.actions, actions: PANEL_ACTIONS.map((id) => actionButton(situation, id)) },
      { key: "free", label: PANEL_KEYS.freeActions, actions: PANEL_FREE_ACTIONS.map((id) => actionButton(situation, id)) },
    ],
    items: situation.items.map((item) => itemRow(situation, item)),
  };
}

export type TeamsActionsView = ReturnType<typeof teamsActionsView>;
