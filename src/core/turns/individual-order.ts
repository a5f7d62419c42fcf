/** Pure helpers for the individual initiative order: counts, true ties, placement and moves. */
import type { IndividualCombatant, IndividualState } from "./individual-types";

/** (d20 + bonus) in hundredths, plus the bonus itself as the rulebook's /100 tiebreak. */
export function countOf(d20: number, bonus: number, useBonusTiebreak: boolean): number {
  return (d20 + bonus) * 100 + (useBonusTiebreak ? bonus : 0);
}

/** The initiative as a table reads it, e.g. 20.08 for a 12 on 1d20+8 with the tiebreak. */
export function displayInitiative(c: IndividualCombatant): number | null {
  return c.count === null ? null : c.count / 100;
}

export function findCombatant(state: IndividualState, id: string): IndividualCombatant | null {
  return state.combatants.find((c) => c.id === id) ?? null;
}

export function patchCombatant(state: IndividualState, id: string, patch: Partial<IndividualCombatant>): IndividualState {
  return { ...state, combatants: state.combatants.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

/** Higher count first, then higher roll-off results; 0 means a true tie. */
export function compareRank(a: IndividualCombatant, b: IndividualCombatant): number {
  const byCount = (b.count ?? 0) - (a.count ?? 0);
  if (byCount !== 0) return byCount;
  const n = Math.max(a.tiebreak.length, b.tiebreak.length);
  for (let i = 0; i < n; i++) {
    const diff = (b.tiebreak[i] ?? 0) - (a.tiebreak[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Groups of two or more combatants still truly tied (same count, same roll-offs so far). */
export function trueTies(combatants: readonly IndividualCombatant[]): string[][] {
  const groups: IndividualCombatant[][] = [];
  for (const c of combatants) {
    const g = groups.find((grp) => grp[0] !== undefined && compareRank(grp[0], c) === 0);
    if (g) g.push(c);
    else groups.push([c]);
  }
  return groups.filter((g) => g.length > 1).map((g) => g.map((c) => c.id));
}

/** The starting order: highest first; ties are settled by roll-offs before this is called. */
export function sortedOrder(combatants: readonly IndividualCombatant[]): string[] {
  return [...combatants].sort(compareRank).map((c) => c.id);
}

function countAt(state: IndividualState, id: string | undefined): number | null {
  if (id === undefined) return null;
  return findCombatant(state, id)?.count ?? null;
}

/** Where a newcomer with this count goes: above the first combatant whose count is lower. */
export function insertionIndex(state: IndividualState, count: number): number {
  const i = state.order.findIndex((id) => (countAt(state, id) ?? 0) < count);
  return i === -1 ? state.order.length : i;
}

/** Order members whose count equals this one: a newcomer landing on them must roll off. */
export function sameCount(state: IndividualState, count: number): string[] {
  return state.order.filter((id) => countAt(state, id) === count);
}

/**
 * Moves a combatant to an index of the order (counted without it) and gives it the count of the
 * one it now sits behind (or in front of, at the top), so counts stay highest-first down the order.
 */
export function moveTo(state: IndividualState, id: string, index: number): IndividualState {
  const without = state.order.filter((x) => x !== id);
  const at = Math.max(0, Math.min(index, without.length));
  const order = [...without.slice(0, at), id, ...without.slice(at)];
  const anchor = at > 0 ? without[at - 1] : without[0];
  const count = countAt(state, anchor) ?? findCombatant(state, id)?.count ?? 0;
  return patchCombatant({ ...state, order }, id, { count });
}

export function moveAfter(state: IndividualState, id: string, anchorId: string): IndividualState {
  const without = state.order.filter((x) => x !== id);
  return moveTo(state, id, without.indexOf(anchorId) + 1);
}

export function moveBefore(state: IndividualState, id: string, beforeId: string | null): IndividualState {
  const without = state.order.filter((x) => x !== id);
  const i = beforeId === null ? -1 : without.indexOf(beforeId);
  return moveToBefore(state, id, i === -1 ? without.length : i, without);
}

/** In front of another combatant the mover takes that combatant's count (it now shares its moment). */
function moveToBefore(state: IndividualState, id: string, at: number, without: string[]): IndividualState {
  const order = [...without.slice(0, at), id, ...without.slice(at)];
  const next = without[at];
  const prev = without[at - 1];
  const count = countAt(state, next) ?? countAt(state, prev) ?? findCombatant(state, id)?.count ?? 0;
  return patchCombatant({ ...state, order }, id, { count });
}
