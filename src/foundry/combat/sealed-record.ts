/**
 * The Combat's record of who has sealed a secret declaration this round: GM-written `system` data that
 * every client reads to draw its "declared" ticks. It never holds what was declared.
 */
import type { AnyAdapter } from "../../core/turns/adapters/adapter";
import { NOTHING_SEALED, sealedNow, type SealedRecord } from "../../core/sealed-declarations";
import { combatData } from "./combat-model";
import { declarationRoundOf } from "./declaration-turns";

/** The id sealed declarations are kept under: a Combat's own (one not yet created holds no fight). */
export function combatIdOf(combat: Combat.Implementation): string {
  // Stryker disable next-line StringLiteral: only a created Combat, which always has an id, holds a started fight
  return combat.id ?? "";
}

/** The record as stored (a combat saved before it existed reads as nothing sealed). */
export function sealedRecordOf(combat: Combat.Implementation): SealedRecord {
  const stored = combatData(combat)?.sealed;
  if (!stored || typeof stored.round !== "number" || !Array.isArray(stored.ids)) return NOTHING_SEALED;
  return { round: stored.round, ids: [...stored.ids], reasked: stored.reasked === true };
}

/** The engine's round in this state (0 before the start). */
export function engineRoundIn(adapter: AnyAdapter, state: unknown): number {
  return state === null || state === undefined ? 0 : adapter.view(state).round;
}

/** Who is sealed now: recorded for the engine's round, and still awaited by it. */
export function sealedIdsOf(combat: Combat.Implementation, adapter: AnyAdapter, state: unknown): string[] {
  return sealedNow(sealedRecordOf(combat), engineRoundIn(adapter, state), declarationRoundOf(adapter, state));
}

/** GM: writes who is sealed (only when it changes, so a fight without secrets never writes it). */
export async function writeSealed(combat: Combat.Implementation, next: SealedRecord): Promise<void> {
  const now = sealedRecordOf(combat);
  if (now.round === next.round && now.reasked === next.reasked && now.ids.join() === next.ids.join()) return;
  await combat.update({ system: { sealed: { round: next.round, ids: [...next.ids], reasked: next.reasked } } } as Combat.UpdateData);
}

/** GM: nothing sealed any more (revealed, or the round moved on). */
export async function clearSealed(combat: Combat.Implementation): Promise<void> {
  const now = sealedRecordOf(combat);
  if (now.ids.length > 0 || now.reasked) await writeSealed(combat, NOTHING_SEALED);
}
