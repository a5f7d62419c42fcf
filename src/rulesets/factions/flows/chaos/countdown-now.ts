/**
 * Where a stored countdown stands at `now` on this client's clock: declared once the player said so
 * (in time, by the GM's clock) or once the character took any action since its turn began (the budget
 * changed — an action the GM let through counts as declared, even late); else running or run out.
 */
import { storedEconomy } from "../../../../foundry/combat/round-budget";
import { countdownState, type CountdownState } from "../../rules/chaos/declaration-countdown";
import type { StoredCountdown } from "./countdown-flag";

/** The budget a countdown compares against: what is stored now (null: a fresh one). */
export const budgetFingerprint = (combatant: Combatant.Implementation): string => JSON.stringify(storedEconomy(combatant) ?? null);

export function countdownNow(countdown: StoredCountdown, combatant: Combatant.Implementation, now: number): CountdownState {
  const acted = budgetFingerprint(combatant) !== countdown.budgetAtStart;
  return countdownState(countdown, acted ? countdown.startedAt : countdown.declaredAt, now);
}
