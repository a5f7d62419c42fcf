/**
 * Whether a creature may take an action now, and its budget once it has. A standard may become a
 * second move, never the reverse; attack actions take the standard's place; a 5-foot step takes a
 * move's place; a full-round action takes the whole turn. Holding a move or standard spends it now;
 * resolving the held action later is an immediate action of the "other" kind.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { movesAllowed, type ClassicBudget, type ClassicImmediateKind } from "./budget";
import { CLASSIC_ACTION_REFUSAL as NO, CLASSIC_IMMEDIATE_KIND } from "./labels";

export type ClassicAction =
  | { kind: "move" }
  | { kind: "fiveFootStep" }
  | { kind: "standard" }
  | { kind: "attack" }
  | { kind: "fullRound" }
  | { kind: "swift" }
  /** `name` tells free actions apart: no two free actions in a turn may be the same. */
  | { kind: "free"; name: string }
  | { kind: "immediate"; immediate: ClassicImmediateKind };

export interface ClassicActionContext {
  /** Whether it is the creature's own turn: only immediate actions happen outside it. */
  ownTurn: boolean;
  /** Attack actions the base attack bonus gives (+11/+6/+1 gives three). */
  attacksPerRound: number;
  /** Immediate actions of each kind allowed a round: one each without feats (Battle Prowess raises opportunities). */
  immediatesPerRound: Record<ClassicImmediateKind, number>;
  /** A rule that lets a swift action go with a full-round action (the Charge Swift Exception). */
  swiftDuringFullRound?: boolean;
}

export type ClassicSpend = Decision<{ budget: ClassicBudget; standardGivenUp: boolean }>;

const done = (budget: ClassicBudget, standardGivenUp = false): ClassicSpend => ({ ok: true, budget, standardGivenUp });

/** Spends one immediate action of a kind, within what the round allows and what an earlier kind left open. */
export function spendImmediate(budget: ClassicBudget, kind: ClassicImmediateKind, allowed: number): ClassicSpend {
  const lock = budget.immediateLock;
  if (lock !== "none" && lock !== kind) return refuse(NO.immediateExclusive, { kind: CLASSIC_IMMEDIATE_KIND[lock] });
  if (budget.immediates >= allowed) return refuse(NO.immediateSpent, { count: allowed });
  return done({ ...budget, immediates: budget.immediates + 1, immediateLock: kind });
}

function spendMove(budget: ClassicBudget, fiveFootStep: boolean): ClassicSpend {
  if (fiveFootStep && budget.fiveFootStep) return refuse(NO.oneFiveFootStep);
  const next = { ...budget, moves: budget.moves + 1, fiveFootStep: budget.fiveFootStep || fiveFootStep };
  if (budget.moves < movesAllowed(budget)) return done(next);
  // The first move is gone: the standard is given up for a second one, when it is still there.
  if (budget.standard === "unused") return done({ ...next, standard: "move" }, true);
  return refuse(NO.moveSpent);
}

function standardSlotRefusal(budget: ClassicBudget): ClassicSpend | null {
  if (budget.standard === "move") return refuse(NO.standardGivenUp);
  if (budget.standard === "standard") return refuse(NO.standardSpent);
  return null;
}

function spendTurnAction(budget: ClassicBudget, action: Exclude<ClassicAction, { kind: "immediate" }>, context: ClassicActionContext): ClassicSpend {
  const fullRound = budget.standard === "fullRound";
  switch (action.kind) {
    case "free":
      if (budget.free.includes(action.name)) return refuse(NO.sameFreeAction);
      return done({ ...budget, free: [...budget.free, action.name] });
    case "swift":
      if (budget.swift) return refuse(NO.swiftSpent);
      if (fullRound && context.swiftDuringFullRound !== true) return refuse(NO.fullRoundTaken);
      return done({ ...budget, swift: true });
    case "fullRound":
      if (fullRound) return refuse(NO.fullRoundTaken);
      if (budget.moves > 0 || budget.standard !== "unused") return refuse(NO.fullRoundNeedsWholeTurn);
      if (budget.swift && context.swiftDuringFullRound !== true) return refuse(NO.fullRoundNeedsWholeTurn);
      return done({ ...budget, standard: "fullRound" });
    default:
      if (fullRound) return refuse(NO.fullRoundTaken);
      if (action.kind === "move" || action.kind === "fiveFootStep") return spendMove(budget, action.kind === "fiveFootStep");
      if (action.kind === "standard") return standardSlotRefusal(budget) ?? (budget.standard === "attacks" ? refuse(NO.attacksTaken) : done({ ...budget, standard: "standard" }));
      return standardSlotRefusal(budget) ?? attack(budget, context.attacksPerRound);
  }
}

function attack(budget: ClassicBudget, attacksPerRound: number): ClassicSpend {
  if (budget.attacks >= attacksPerRound) return refuse(NO.attacksSpent, { count: attacksPerRound });
  return done({ ...budget, standard: "attacks", attacks: budget.attacks + 1 });
}

/** The budget once the action is taken, or why it cannot be; `standardGivenUp` says a move took the standard's place. */
export function spendAction(budget: ClassicBudget, action: ClassicAction, context: ClassicActionContext): ClassicSpend {
  if (action.kind === "immediate") return spendImmediate(budget, action.immediate, context.immediatesPerRound[action.immediate]);
  if (!context.ownTurn) return refuse(NO.notYourTurn);
  return spendTurnAction(budget, action, context);
}

/** Whether the action may be taken now, and whether it would give up the standard; the budget is left as it was. */
export function checkAction(budget: ClassicBudget, action: ClassicAction, context: ClassicActionContext): Decision<{ standardGivenUp: boolean }> {
  const spent = spendAction(budget, action, context);
  return spent.ok ? { ok: true, standardGivenUp: spent.standardGivenUp } : spent;
}
