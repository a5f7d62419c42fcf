/**
 * The combat's record of who screens whom, kept as plain data (pure). A screener guards one ward
 * until the start of its own next turn and blocks as many attackers per round as its highest
 * combat skill; the count is kept per round.
 */
import type { ScreenRecord } from "./combat-record";

/** A new screen replaces the screener's previous one (one ward at a time). */
export function withScreen(records: readonly ScreenRecord[], screen: Omit<ScreenRecord, "used">): ScreenRecord[] {
  return [...records.filter((r) => r.screenerId !== screen.screenerId), { ...screen, used: { round: 0, count: 0 } }];
}

/** Screens end when their screener's next turn starts. */
export function endedAtTurnStart(records: readonly ScreenRecord[], combatantIds: readonly string[]): ScreenRecord[] {
  return records.filter((r) => !combatantIds.includes(r.combatantId));
}

export function screensOfWard(records: readonly ScreenRecord[], wardId: string): ScreenRecord[] {
  return records.filter((r) => r.wardId === wardId);
}

/** Attackers this screener already screened against this round. */
export function usedThisRound(record: ScreenRecord, round: number): number {
  return record.used.round === round ? record.used.count : 0;
}

/** Each screener who rolled against this attacker spent one of this round's screens. */
export function countScreens(records: readonly ScreenRecord[], participantIds: readonly string[], round: number): ScreenRecord[] {
  return records.map((r) => (participantIds.includes(r.screenerId) ? { ...r, used: { round, count: usedThisRound(r, round) + 1 } } : r));
}
