/**
 * This round's notes for the morale step: the biggest single hit to each creature's Wound Points and
 * the best Intimidation result against each monster. Notes belong to one round; another round's read
 * as none, so nothing is carried into the next round. Pure.
 */
import type { DeclaredRound } from "../../schema/round";

export type RoundNotes = Pick<DeclaredRound, "round" | "woundHits" | "intimidations">;

/** The stored notes if they are this round's, else an empty page for this round. */
export function notesOfRound(stored: RoundNotes, round: number): RoundNotes {
  return stored.round === round ? stored : { round, woundHits: [], intimidations: [] };
}

/** Notes a hit's damage to Wound Points; only the biggest single hit is kept (a hit of 0 notes nothing). */
export function withWoundHit(notes: RoundNotes, combatantId: string, wound: number): RoundNotes {
  const before = biggestWound(notes, combatantId);
  if (wound <= before) return notes;
  return { ...notes, woundHits: [...notes.woundHits.filter((hit) => hit.combatantId !== combatantId), { combatantId, wound }] };
}

/** Notes an Intimidation result against a monster; the best one counts when there are several. */
export function withIntimidation(notes: RoundNotes, combatantId: string, total: number): RoundNotes {
  const before = intimidationAgainst(notes, combatantId);
  if (before !== null && total <= before) return notes;
  return { ...notes, intimidations: [...notes.intimidations.filter((entry) => entry.combatantId !== combatantId), { combatantId, total }] };
}

export function biggestWound(notes: RoundNotes, combatantId: string): number {
  return notes.woundHits.find((hit) => hit.combatantId === combatantId)?.wound ?? 0;
}

export function intimidationAgainst(notes: RoundNotes, combatantId: string): number | null {
  return notes.intimidations.find((entry) => entry.combatantId === combatantId)?.total ?? null;
}
