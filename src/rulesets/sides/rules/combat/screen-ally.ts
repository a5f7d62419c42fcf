/**
 * Screen an Ally: a screener blocks attacks on an adjacent ward until the start of their next
 * turn. Each attacker makes one opposed check (STR or DEX + combat skill) against every
 * eligible screener; the attack goes to the worst-rolling screener who succeeded, or to the
 * ward if none did.
 */
import { OUTCOME } from "./labels";
import type { Reason } from "../../../../core/rules-types";

export const SCREEN_DISTANCE_FT = 5;

export interface Screener {
  id: string;
  /** This screener's opposed check total against this attacker. */
  checkTotal: number;
  highestCombatSkill: number;
  /** Attackers already screened against this round. */
  screensUsedThisRound: number;
  distanceToWardFt: number;
  /** The attack is one this screener could feasibly parry or body-block. */
  canBlock: boolean;
}

/** As many attackers per round as the highest combat skill: level 1 at least. */
export function screensLeft(s: Pick<Screener, "highestCombatSkill" | "screensUsedThisRound">): number {
  return Math.max(0, s.highestCombatSkill - s.screensUsedThisRound);
}

export function canScreen(s: Screener): boolean {
  return screensLeft(s) > 0 && s.distanceToWardFt <= SCREEN_DISTANCE_FT && s.canBlock;
}

export interface ScreenResult {
  /** Who the attack now targets: the ward or a screener. */
  targetId: string;
  redirected: boolean;
  reason: Reason;
  /** Screeners who rolled against this attacker; each spent one of this round's screens. */
  participants: { id: string; total: number; succeeded: boolean }[];
}

/** A screener succeeds unless the attacker's total beats theirs (the attacker must succeed). */
export function resolveScreen(wardId: string, attackerTotal: number, screeners: readonly Screener[]): ScreenResult {
  const eligible = screeners.filter(canScreen);
  const participants = eligible.map((s) => ({ id: s.id, total: s.checkTotal, succeeded: s.checkTotal >= attackerTotal }));
  if (participants.length === 0) {
    return { targetId: wardId, redirected: false, reason: { key: OUTCOME.screenNoScreener }, participants };
  }
  let worst: { id: string; total: number } | null = null;
  for (const p of participants) {
    if (p.succeeded && (worst === null || p.total < worst.total)) worst = p;
  }
  if (!worst) return { targetId: wardId, redirected: false, reason: { key: OUTCOME.screenPassed }, participants };
  return {
    targetId: worst.id,
    redirected: true,
    reason: { key: OUTCOME.screenRedirected, data: { screener: worst.id } },
    participants,
  };
}
