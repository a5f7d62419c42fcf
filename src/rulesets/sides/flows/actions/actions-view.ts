/**
 * The actions panel as plain data: what is left of the round, one button per action of the
 * rulebook's table with its type and whether it provokes, the attacks, the held action. Pure.
 */
import { actionType, checkAction, remaining, type ActionContext, type RoundActions } from "../../rules/combat/action-economy";
import { SIDES_ACTIONS, type ActionDefinition, type ActionType } from "../../rules/combat/action-table";
import { movementRate } from "../../rules/combat/movement";
import type { WeaponAttackAction } from "../../rules/combat/attack-action";
import { ACTIONS_KEYS, GROUP_LABELS, MARKER_LABELS, PROVOKES_LABELS, TYPE_LABELS } from "./keys";
import type { AttackSource } from "../attack-sources";

export interface PanelAttack {
  name: string;
  /** A short line: to-hit and damage as the sheet shows them. */
  detail: string;
  /** The action the attack takes: a Melee or a Ranged Attack (attack-action.ts decides). */
  action: WeaponAttackAction;
  source: AttackSource;
}

export interface PanelInput {
  state: RoundActions;
  ctx: ActionContext;
  inCombat: boolean;
  prone: boolean;
  baseMovementFt: number;
  attacks: readonly PanelAttack[];
  /** The morale check button (monsters, when the world uses morale). */
  morale: boolean;
}

const GROUP_ORDER: readonly ActionType[] = ["main", "moveAndMain", "move", "free", "instant"];

/** Go Prone while prone and Stand Up while standing do nothing: the button says so. */
function inapplicable(action: ActionDefinition, prone: boolean): string | null {
  if (action.id === "goProne" && prone) return ACTIONS_KEYS.alreadyProne;
  if (action.id === "standUp" && !prone) return ACTIONS_KEYS.notProne;
  return null;
}

function actionButton(action: ActionDefinition, input: PanelInput) {
  const type = actionType(action.id, input.ctx);
  const check = checkAction(input.state, action.id, input.ctx);
  const note = inapplicable(action, input.prone);
  return {
    id: action.id,
    label: action.label,
    type,
    typeLabel: TYPE_LABELS[type],
    provokes: action.provokes,
    provokesLabel: PROVOKES_LABELS[action.provokes],
    allowed: check.allowed,
    /** Why the economy would refuse it now (the player may still confirm and take it). */
    reason: check.allowed ? null : check.reason.key,
    note,
  };
}

export type ActionButton = ReturnType<typeof actionButton>;

export function actionsView(input: PanelInput) {
  const { state } = input;
  const left = remaining(state);
  const buttons = SIDES_ACTIONS.map((action) => actionButton(action, input));
  const markers: string[] = [
    state.held ? MARKER_LABELS.holding : null,
    state.totalDefense ? MARKER_LABELS.totalDefense : null,
    state.disengaged ? MARKER_LABELS.disengaged : null,
    state.chargedThisRound ? MARKER_LABELS.charged : null,
    input.prone ? MARKER_LABELS.prone : null,
  ].flatMap((label) => (label === null ? [] : [label]));
  return {
    inCombat: input.inCombat,
    ownTurn: input.ctx.ownTurn,
    turnNote: !input.inCombat ? ACTIONS_KEYS.notInCombat : input.ctx.ownTurn ? ACTIONS_KEYS.yourTurn : ACTIONS_KEYS.notYourTurn,
    budget: [
      { key: "main", label: "FRAY.Sides.Economy.main", available: left.main },
      { key: "move", label: "FRAY.Sides.Economy.move", available: left.move },
      { key: "secondMove", label: "FRAY.Sides.Economy.secondMove", available: left.secondMove },
    ],
    instantsUsed: state.instantsUsed,
    markers,
    movement: { ft: movementRate(input.baseMovementFt, input.prone), prone: input.prone },
    groups: GROUP_ORDER.map((type) => ({ type, label: GROUP_LABELS[type], actions: buttons.filter((button) => button.type === type) })).filter(
      (group) => group.actions.length > 0,
    ),
    holding: state.held,
    attacks: input.attacks.map((attack) => ({
      name: attack.name,
      detail: attack.detail,
      action: attack.action,
      itemId: "itemId" in attack.source ? attack.source.itemId : null,
      attackIndex: "attackIndex" in attack.source ? attack.source.attackIndex : null,
    })),
    morale: input.morale,
  };
}

export type ActionsView = ReturnType<typeof actionsView>;
