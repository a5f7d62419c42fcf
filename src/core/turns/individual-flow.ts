/** How the individual order moves on: who is up next, when a round ends, how rolls settle the order. */
import type { TurnEvent } from "./engine";
import { takesTurns } from "./conditions";
import { formulaOf, rollNeeded } from "./rolls";
import type { IndividualCombatant, IndividualState, RollOff } from "./individual-types";
import { findCombatant, insertionIndex, patchCombatant, sameCount, sortedOrder, trueTies } from "./individual-order";

export type Stepped = { state: IndividualState; events: TurnEvent[] };

export function initiativeRequest(c: IndividualCombatant): TurnEvent {
  return rollNeeded("initiative", formulaOf(20, c.initiativeBonus), [c.id]);
}

export function rollOffRequest(ids: string[]): TurnEvent {
  return rollNeeded("initiativeRollOff", "1d20", ids);
}

/** The first combatant down the order whose place this round has not been used up, passing over the fallen. */
function pickNext(state: IndividualState): IndividualState {
  let s = state;
  for (const id of s.order) {
    const c = findCombatant(s, id);
    if (c === null || c.passedRound >= s.round || c.delaying) continue;
    if (!takesTurns(c.condition)) {
      s = patchCombatant(s, id, { passedRound: s.round });
      continue;
    }
    // Its next turn has come up: a held action not yet triggered is lost.
    return patchCombatant({ ...s, current: id, turnBegun: false }, id, { held: null });
  }
  return { ...s, current: null, turnBegun: false };
}

/**
 * After a turn ends (or is given up): the next combatant is up; when every place is used up and
 * no one is still delaying, the round ends and the next begins at the top.
 */
export function advance(state: IndividualState, events: TurnEvent[]): Stepped {
  const s = pickNext(state);
  if (s.current !== null) return { state: s, events };
  const anyDelaying = s.combatants.some((c) => c.delaying && s.order.includes(c.id));
  const anyoneCanAct = s.combatants.some((c) => s.order.includes(c.id) && takesTurns(c.condition));
  // Nothing can happen until someone steps in, recovers or joins: the round stays open.
  if (anyDelaying || !anyoneCanAct) return { state: s, events };
  const next = pickNext({ ...s, round: s.round + 1 });
  return { state: next, events: [...events, { type: "roundEnd", round: s.round }, { type: "roundStart", round: s.round + 1 }] };
}

/** Once every roll and roll-off is in, the order is fixed and round 1 begins. */
export function beginFightIfReady(state: IndividualState, events: TurnEvent[]): Stepped {
  if (state.combatants.some((c) => c.count === null) || state.rollOffs.length > 0) return { state, events };
  const ties = trueTies(state.combatants);
  if (ties.length > 0) {
    const rollOffs: RollOff[] = ties.map((ids) => ({ ids, results: [], joinerId: null }));
    return { state: { ...state, rollOffs }, events: [...events, ...ties.map(rollOffRequest)] };
  }
  const fighting: IndividualState = { ...state, phase: "fighting", round: 1, order: sortedOrder(state.combatants) };
  return advance(fighting, [...events, { type: "roundStart", round: 1 }]);
}

/** Puts a newcomer into the order; if its place is above whoever is up, its moment this round has passed. */
export function placeAt(state: IndividualState, id: string, index: number, events: TurnEvent[]): Stepped {
  const count = findCombatant(state, id)?.count ?? 0;
  const currentIndex = state.current === null ? -1 : state.order.indexOf(state.current);
  const waitingOnDelayers = state.current === null && state.combatants.some((c) => c.delaying);
  const passed = waitingOnDelayers || (currentIndex !== -1 && index <= currentIndex);
  let s: IndividualState = { ...state, order: [...state.order.slice(0, index), id, ...state.order.slice(index)] };
  const usedUp = passed || (findCombatant(state, id)?.passedRound ?? 0) >= s.round;
  s = patchCombatant(s, id, { count, passedRound: usedUp ? s.round : 0 });
  return s.current === null ? advance(s, events) : { state: s, events };
}

/** A mid-fight newcomer's roll is in: place it, or ask those it ties with to roll off. */
export function placeNewcomer(state: IndividualState, id: string, count: number, events: TurnEvent[]): Stepped {
  const tied = sameCount(state, count);
  if (tied.length > 0) {
    const ids = [id, ...tied];
    return { state: { ...state, rollOffs: [...state.rollOffs, { ids, results: [], joinerId: id }] }, events: [...events, rollOffRequest(ids)] };
  }
  return placeAt(state, id, insertionIndex(state, count), events);
}

/** A completed roll-off: start-of-fight ties feed the tiebreak; a newcomer's slots it among those it tied. */
export function settleRollOff(state: IndividualState, done: RollOff, events: TurnEvent[]): Stepped {
  const rest = state.rollOffs.filter((r) => r !== done);
  const rollOf = (id: string): number => done.results.find((r) => r.id === id)?.roll ?? 0;
  if (done.joinerId === null) {
    let s: IndividualState = { ...state, rollOffs: rest };
    for (const id of done.ids) s = patchCombatant(s, id, { tiebreak: [...(findCombatant(s, id)?.tiebreak ?? []), rollOf(id)] });
    return beginFightIfReady(s, events);
  }
  const joiner = done.joinerId;
  const mine = rollOf(joiner);
  const others = state.order.filter((id) => id !== joiner && done.ids.includes(id));
  if (others.some((id) => rollOf(id) === mine)) {
    // Still tied: the same parties roll again until it is settled.
    const again: RollOff = { ids: done.ids, results: [], joinerId: joiner };
    return { state: { ...state, rollOffs: [...rest, again] }, events: [...events, rollOffRequest(done.ids)] };
  }
  const s: IndividualState = { ...state, rollOffs: rest };
  if (others.length === 0) return placeAt(s, joiner, insertionIndex(s, findCombatant(s, joiner)?.count ?? 0), events);
  const beaten = others.find((id) => rollOf(id) < mine);
  const lastOther = others[others.length - 1] ?? "";
  const index = beaten !== undefined ? s.order.indexOf(beaten) : s.order.indexOf(lastOther) + 1;
  return placeAt(s, joiner, index, events);
}

