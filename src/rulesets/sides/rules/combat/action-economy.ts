/**
 * Per-combatant round state: one Main, one Move (a second by spending the Main), Free and
 * Instant uses, a held action, and the round-long effects actions leave behind.
 * The budget resets when a round begins (so a Snap Attack before your side's turn spends
 * this round's Main); Total Defense ends when the combatant's own next turn starts.
 */
import { actionDefinition, type ActionId, type ActionType } from "./action-table";
import { OUTCOME, REFUSAL } from "./labels";
import type { Reason } from "../../../../core/rules-types";

export interface RoundActions {
  mainSpent: boolean;
  /** Moves taken this round: the first is the Move Action, a second costs the Main. */
  movesTaken: number;
  freeUsed: number;
  instantsUsed: number;
  /** Holding: the rest of this turn's actions wait to be released as an Instant. */
  held: boolean;
  /** A held action was released: the remaining actions may be taken off-turn this round. */
  heldReleased: boolean;
  disengaged: boolean;
  chargedThisRound: boolean;
  /** +2 AC and immune to Shock until the start of this combatant's next turn. */
  totalDefense: boolean;
  /** Its shield already ignored the first Shock it would have taken this round. */
  shieldUsed: boolean;
}

export interface ActionContext {
  /** This combatant's side is acting now. */
  ownTurn: boolean;
  kind: "character" | "npc";
  /** NPCs only: trained and disciplined enough for a Snap Attack. */
  snapTrained: boolean;
  /** For Reload: its type from reload.ts; other actions use the table. */
  reloadType?: ActionType;
}

export interface ActionCost {
  main: boolean;
  move: boolean;
  /** The Main Action bought a second Move. */
  mainForMove: boolean;
  free: boolean;
  instant: boolean;
}

/**
 * A table action by id, or an action the table does not list (breaking a grapple, moving a
 * grappled foe: Main Actions) given by the type the GM decided.
 */
export type ActionRef = ActionId | { type: ActionType };

export type ActionCheck = { allowed: true; cost: ActionCost } | { allowed: false; reason: Reason; cost: ActionCost };

export function freshRound(): RoundActions {
  return {
    mainSpent: false,
    movesTaken: 0,
    freeUsed: 0,
    instantsUsed: 0,
    held: false,
    heldReleased: false,
    disengaged: false,
    chargedThisRound: false,
    totalDefense: false,
    shieldUsed: false,
  };
}

const NO_COST: ActionCost = { main: false, move: false, mainForMove: false, free: false, instant: false };

function cost(partial: Partial<ActionCost>): ActionCost {
  return { ...NO_COST, ...partial };
}

/** What a Move costs now: the Move Action, else the Main Action, else nothing is left. */
function moveCost(state: RoundActions): ActionCost | null {
  if (state.movesTaken === 0) return cost({ move: true });
  // Only a first Move leaves the Main unspent: buying the second spends it, so a third is never bought.
  if (!state.mainSpent) return cost({ main: true, mainForMove: true });
  return null;
}

function deny(key: string, would: ActionCost): ActionCheck {
  return { allowed: false, reason: { key }, cost: would };
}

/** The type an action has for this actor: the table's, Reload's as its weapons make it, or the one the GM gave. */
export function actionType(action: ActionRef, ctx: Pick<ActionContext, "reloadType">): ActionType {
  if (typeof action !== "string") return action.type;
  return action === "reload" && ctx.reloadType ? ctx.reloadType : actionDefinition(action).type;
}

/** Whether the action is still allowed this round and what it would spend; if not, why. */
export function checkAction(state: RoundActions, action: ActionRef, ctx: ActionContext): ActionCheck {
  const id = action;
  const type = actionType(action, ctx);
  const canActNow = ctx.ownTurn || state.heldReleased;
  if (type === "instant") {
    // Snap Attack and Total Defense give up the Main Action, so it must still be unspent;
    // other instants (powers like Veteran's Luck) cost nothing else.
    const givesUpMain = id === "snapAttack" || id === "totalDefense";
    const would = cost({ instant: true, main: givesUpMain });
    if (id === "snapAttack") {
      if (ctx.kind === "npc" && !ctx.snapTrained) return deny(REFUSAL.snapUntrainedNpc, would);
      if (state.mainSpent) return deny(REFUSAL.snapMainSpent, would);
    }
    if (id === "totalDefense" && state.mainSpent) return deny(REFUSAL.totalDefenseMainSpent, would);
    return { allowed: true, cost: would };
  }
  if (type === "free") {
    const would = cost({ free: true });
    return canActNow ? { allowed: true, cost: would } : deny(REFUSAL.notYourTurn, would);
  }
  if (type === "moveAndMain") {
    const would = cost({ main: true, move: true });
    if (!canActNow) return deny(REFUSAL.notYourTurn, would);
    if (state.held) return deny(REFUSAL.actionHeld, would);
    if (state.mainSpent || state.movesTaken > 0) return deny(REFUSAL.chargeNeedsMainAndMove, would);
    return { allowed: true, cost: would };
  }
  if (type === "move") {
    const would = moveCost(state) ?? cost({ move: true });
    if (!canActNow) return deny(REFUSAL.notYourTurn, would);
    if (state.held) return deny(REFUSAL.actionHeld, would);
    if (!moveCost(state)) return deny(REFUSAL.moveSpent, would);
    return { allowed: true, cost: would };
  }
  const would = cost({ main: true });
  if (!canActNow) return deny(REFUSAL.notYourTurn, would);
  if (state.held) return deny(REFUSAL.actionHeld, would);
  if (state.mainSpent) return deny(REFUSAL.mainSpent, would);
  return { allowed: true, cost: would };
}

function spend(state: RoundActions, c: ActionCost): RoundActions {
  return {
    ...state,
    mainSpent: state.mainSpent || c.main,
    movesTaken: state.movesTaken + (c.move || c.mainForMove ? 1 : 0),
    freeUsed: state.freeUsed + (c.free ? 1 : 0),
    instantsUsed: state.instantsUsed + (c.instant ? 1 : 0),
  };
}

/** The marks an action leaves on the round beyond what it spends. */
function effects(state: RoundActions, id: ActionRef): RoundActions {
  switch (id) {
    case "holdAction":
      return { ...state, held: true };
    case "disengage":
      return { ...state, disengaged: true };
    case "charge":
      return { ...state, chargedThisRound: true };
    case "totalDefense":
      // Giving up the Main Action also gives up whatever was being held for it.
      return { ...state, totalDefense: true, held: false };
    case "snapAttack":
      return { ...state, held: false };
    default:
      return state;
  }
}

export type TakeResult =
  | { ok: true; state: RoundActions; cost: ActionCost; overridden: Reason | null }
  | { ok: false; reason: Reason };

/**
 * Takes the action. When the economy no longer allows it, refuses; with `force` (the player
 * confirmed and the GM is told) it is taken anyway and the refusal is returned as `overridden`.
 */
export function takeAction(state: RoundActions, action: ActionRef, ctx: ActionContext, force = false): TakeResult {
  const check = checkAction(state, action, ctx);
  if (!check.allowed && !force) return { ok: false, reason: check.reason };
  const next = effects(spend(state, check.cost), action);
  const overridden = check.allowed ? null : { key: OUTCOME.economyOverridden, data: { reason: check.reason.key } };
  return { ok: true, state: next, cost: check.cost, overridden };
}

/** Releases a held action as an Instant, any time until the round ends; it resolves first. */
export function releaseHeldAction(state: RoundActions): { ok: true; state: RoundActions } | { ok: false; reason: Reason } {
  if (!state.held) return { ok: false, reason: { key: REFUSAL.nothingHeld } };
  return { ok: true, state: { ...state, held: false, heldReleased: true, instantsUsed: state.instantsUsed + 1 } };
}

/**
 * Round boundary: the budget, disengagement, the charge penalty, the shield's spent Shock and any
 * held action end (an unreleased held action is lost). Total Defense lasts until the next turn starts.
 */
export function endRound(state: RoundActions): { state: RoundActions; heldActionLost: Reason | null } {
  return {
    state: { ...freshRound(), totalDefense: state.totalDefense },
    heldActionLost: state.held ? { key: OUTCOME.heldActionLost } : null,
  };
}

/** The combatant's own turn begins: Total Defense ends. */
export function startTurn(state: RoundActions): RoundActions {
  return { ...state, totalDefense: false };
}

/** What the sheet and tracker show: remaining uses of each action type. */
export function remaining(state: RoundActions): { main: boolean; move: boolean; secondMove: boolean } {
  return {
    main: !state.mainSpent,
    move: state.movesTaken === 0,
    // Two Moves taken always spent the Main on the second.
    secondMove: !state.mainSpent,
  };
}
