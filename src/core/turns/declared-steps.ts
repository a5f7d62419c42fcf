/** How a declared round resolves: slots from declarations, lowest first, equal values as one simultaneous step. */
import type { TurnEvent } from "./engine";
import { takesTurns } from "./conditions";
import type { DeclaredCombatant, DeclaredState, LateTurn, Slot } from "./declared-types";
import { NO_ACTION } from "./declared-types";

export type Stepped = { state: DeclaredState; events: TurnEvent[] };

/** The late joiners' penalty on their catch-up turn. */
export const LATE_PENALTY = 12;

export function findDeclared(state: DeclaredState, id: string): DeclaredCombatant | null {
  return state.combatants.find((c) => c.id === id) ?? null;
}

export function patchDeclared(state: DeclaredState, id: string, patch: Partial<DeclaredCombatant>): DeclaredState {
  return { ...state, combatants: state.combatants.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

export function normalKey(value: number): number {
  return value * 2 + 1;
}

export function isSurprised(c: DeclaredCombatant, round: number): boolean {
  return c.surprisedRound === round;
}

/** This round's slots: every declaration, plus last round's late joiners' extra turns at their −12 value. */
export function buildSlots(combatants: readonly DeclaredCombatant[], lateTurns: readonly LateTurn[]): Slot[] {
  const normal: Slot[] = [];
  for (const c of combatants) {
    if (c.base === null || c.declaration === null) continue;
    const value = c.base + c.declaration.modifier;
    normal.push({ combatantId: c.id, value, key: normalKey(value), extra: false, actionId: c.declaration.actionId, started: false });
  }
  const extra = lateTurns.map((t): Slot => {
    // The extra turn is a turn of its own: if it lands on its owner's normal value, it goes just before.
    const collides = normal.some((n) => n.combatantId === t.combatantId && n.value === t.value);
    return { combatantId: t.combatantId, value: t.value, key: collides ? t.value * 2 : normalKey(t.value), extra: true, actionId: t.actionId, started: false };
  });
  return [...extra, ...normal];
}

/** Begins the next step (all unstarted slots at the lowest key still ahead), or the end-of-round morale step. */
export function advanceStep(state: DeclaredState, events: TurnEvent[]): Stepped {
  const canGo = (s: Slot): boolean => {
    const c = findDeclared(state, s.combatantId);
    return (state.position === null || s.key > state.position) && c !== null && takesTurns(c.condition);
  };
  const ahead = state.slots.filter(canGo);
  if (ahead.length === 0) {
    return { state: { ...state, phase: "morale", step: null }, events: [...events, { type: "moraleStep", round: state.round }] };
  }
  const key = Math.min(...ahead.map((s) => s.key));
  const now = ahead.filter((s) => s.key === key);
  const ids = now.map((s) => s.combatantId);
  const slots = state.slots.map((s) => (now.includes(s) ? { ...s, started: true } : s));
  const value = now[0]?.value ?? 0;
  return {
    state: { ...state, slots, position: key, step: { key, value, combatantIds: ids, ended: [] } },
    events: [...events, { type: "turnStart", combatantIds: ids }],
  };
}

/**
 * The step is over once everyone in it has ended or left; then the next begins. Going down does not end
 * a creature's part: the step's creatures act together, so one dropped by another's blow in the same
 * step still resolves its action (the chapter's double knock-out) until it, or the GM, ends it.
 */
export function closeStepIfDone(state: DeclaredState, events: TurnEvent[]): Stepped {
  const step = state.step;
  if (step === null) return { state, events };
  const done = step.combatantIds.every((id) => step.ended.includes(id) || findDeclared(state, id) === null);
  if (!done) return { state, events };
  return advanceStep({ ...state, step: null }, [...events, { type: "turnEnd", combatantIds: step.combatantIds }]);
}

/** Declarations lock: the silent get the no-modifier action, and resolution begins at the lowest initiative. */
export function lockAndResolve(state: DeclaredState): Stepped {
  const combatants = state.combatants.map((c) => {
    if (c.base === null) return { ...c, lateDeclarer: true };
    if (c.declaration !== null || !takesTurns(c.condition) || isSurprised(c, state.round)) return c;
    return { ...c, declaration: { ...NO_ACTION } };
  });
  const slots = buildSlots(combatants, state.lateTurns);
  return advanceStep({ ...state, phase: "resolving", combatants, slots, lateTurns: [], position: null, step: null }, []);
}

/** A late declaration: acts this round if its moment is still ahead, else next round at value − 12 as well. */
export function placeLateDeclaration(state: DeclaredState, c: DeclaredCombatant, value: number, actionId: string): DeclaredState {
  const key = normalKey(value);
  // In the morale step there is no step left; otherwise the step being resolved has passed too.
  const passed = state.step === null || key <= state.step.key;
  if (passed) return { ...state, lateTurns: [...state.lateTurns, { combatantId: c.id, value: value - LATE_PENALTY, actionId }] };
  const slot: Slot = { combatantId: c.id, value, key, extra: false, actionId, started: false };
  return { ...state, slots: [...state.slots, slot] };
}
