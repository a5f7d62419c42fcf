/**
 * The chaos of combat's countdown: a player has 15 seconds from the start of their character's turn
 * to declare what it does, or the character does nothing. Only the declaring is timed: once declared,
 * the actions take as long as they take. Times are epoch milliseconds the shell reads from its clock.
 */

export const DECLARATION_SECONDS = 15;

export interface DeclarationCountdown {
  startedAt: number;
  deadline: number;
}

/** What the tracker shows and what the turn comes to. */
export type CountdownState =
  | { status: "running"; secondsLeft: number }
  | { status: "declared" }
  /** Time ran out before a declaration: the character does nothing this turn. */
  | { status: "doesNothing" };

export function startDeclarationCountdown(now: number): DeclarationCountdown {
  return { startedAt: now, deadline: now + DECLARATION_SECONDS * 1000 };
}

/** Whether the deadline has passed at `now` (a declaration made at the deadline is in time). */
export function countdownExpired(countdown: DeclarationCountdown, now: number): boolean {
  return now > countdown.deadline;
}

/**
 * The countdown at `now`, given when the player declared (null: not yet). A declaration after the
 * deadline comes too late; the seconds left round up, so the tracker shows 15 at the start and 1 in the last second.
 */
export function countdownState(countdown: DeclarationCountdown, declaredAt: number | null, now: number): CountdownState {
  if (declaredAt !== null && !countdownExpired(countdown, declaredAt)) return { status: "declared" };
  if (countdownExpired(countdown, now)) return { status: "doesNothing" };
  return { status: "running", secondsLeft: Math.ceil((countdown.deadline - now) / 1000) };
}
