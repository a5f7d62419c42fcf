/**
 * Morale. The chapter stops before its mechanic; we use the check its game family uses:
 * each monster group has a morale score from 2 to 12, and when a trigger occurs the GM rolls
 * 2d6 (+ modifiers). Above the score, the group breaks: it flees or gives up the fight,
 * "gone for now" and likely back later. Score 12 never breaks (the chapter's exceptions:
 * undead, constructs, zealots, militarised creatures), and each trigger is checked once a fight.
 */
import { MOD, OUTCOME } from "./labels";
import type { Modifier, Reason } from "../../../../core/rules-types";

export const MORALE_FORMULA = "2d6";
export const MORALE_MIN = 2;
export const MORALE_FEARLESS = 12;

export type MoraleTrigger = "firstAllyFalls" | "halfGroupDown" | "leaderSlain";

export interface GroupStatus {
  size: number;
  /** Members dead, unconscious, fled or otherwise out of the fight. */
  down: number;
  hasLeader: boolean;
  leaderDown: boolean;
}

/** Triggers met now that were not already checked this fight. */
export function newMoraleTriggers(status: GroupStatus, alreadyChecked: readonly MoraleTrigger[]): MoraleTrigger[] {
  const met: MoraleTrigger[] = [];
  if (status.down >= 1) met.push("firstAllyFalls");
  if (status.size > 0 && status.down * 2 >= status.size) met.push("halfGroupDown");
  if (status.hasLeader && status.leaderDown) met.push("leaderSlain");
  return met.filter((t) => !alreadyChecked.includes(t));
}

export interface MoraleCheck {
  /** The 2d6 result. */
  roll: number;
  score: number;
  /** e.g. +1 when outnumbered, −1 when winning; the GM's call. */
  modifiers: Modifier[];
}

export interface MoraleResult {
  breaks: boolean;
  total: number;
  outcome: Reason;
}

export function checkMorale(check: MoraleCheck): MoraleResult {
  const total = check.roll + check.modifiers.reduce((s, m) => s + m.value, 0);
  if (check.score >= MORALE_FEARLESS) return { breaks: false, total, outcome: { key: OUTCOME.moraleFearless } };
  const breaks = total > check.score;
  return {
    breaks,
    total,
    outcome: { key: breaks ? OUTCOME.moraleBreaks : OUTCOME.moraleHolds, data: { total, score: check.score } },
  };
}

/** A GM's modifier line for the chat card. */
export function moraleModifier(value: number): Modifier {
  return { key: MOD.moraleModifier, value };
}
