/** Rolls the engine asks the shell for, and the results that come back as commands. */
import { withBonus } from "../dice/formula";
import type { Issuer, Reason, TurnEvent } from "./engine";
import { Refusal } from "./refusals";

export interface PendingRoll {
  purpose: string;
  formula: string;
  /** The group the roll is for, or null for a roll that belongs to the whole fight. */
  forId: string | null;
  min: number;
  max: number;
}

/** GM: the total of a requested roll. */
export interface RollCommand {
  type: "roll";
  by: Issuer;
  purpose: string;
  forId: string | null;
  total: number;
}

export function formulaOf(faces: number, bonus: number): string {
  return withBonus(`1d${faces}`, bonus);
}

export function dieRoll(purpose: string, faces: number, forId: string | null, bonus = 0): PendingRoll {
  return { purpose, formula: formulaOf(faces, bonus), forId, min: 1 + bonus, max: faces + bonus };
}

/** One rollNeeded event naming every party that must roll the same formula for the same purpose. */
export function rollNeeded(purpose: string, formula: string, forIds: string[]): TurnEvent {
  return { type: "rollNeeded", request: { purpose, formula, for: forIds } };
}

export type TakenRoll = { ok: true; total: number; rest: PendingRoll[] } | { ok: false; reason: Reason };

/** Matches a roll result to the pending request it answers. Only the GM sends totals. */
export function takeRoll(pending: readonly PendingRoll[], cmd: RollCommand): TakenRoll {
  if (!cmd.by.isGM) return { ok: false, reason: { key: Refusal.GMOnly } };
  const i = pending.findIndex((p) => p.purpose === cmd.purpose && p.forId === cmd.forId);
  const p = pending[i];
  if (p === undefined) return { ok: false, reason: { key: Refusal.NoRollPending, data: { purpose: cmd.purpose } } };
  if (!Number.isInteger(cmd.total) || cmd.total < p.min || cmd.total > p.max) {
    return { ok: false, reason: { key: Refusal.RollOutOfRange, data: { min: p.min, max: p.max } } };
  }
  return { ok: true, total: cmd.total, rest: pending.filter((_, j) => j !== i) };
}
