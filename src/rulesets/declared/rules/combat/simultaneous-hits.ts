/**
 * Hits landed in one tied step act together: every hit of the step lands, even one whose attacker
 * drops in the same step (a double knock-out). Each target's hits are applied from its state at the
 * start of the step in one fixed order — smallest damage first, so the biggest blow is the one that
 * breaks through Stress — which makes the outcome independent of the order the hits were listed in.
 */
import { applyHit, dealtDamage, type Hit, type HitDamage, type WoundState } from "./hit-damage";

export interface SimultaneousHit extends Hit {
  /** Unique within the batch (the attack card's id). */
  id: string;
  targetId: string;
}

export interface SimultaneousOutcome {
  /** Every creature's state after the step, by id. */
  states: Record<string, WoundState>;
  /** What each hit did, by hit id. */
  results: Record<string, HitDamage>;
}

/** Plain code-unit order, the same on every client whatever its language. */
const byText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

function stepOrder(a: SimultaneousHit, b: SimultaneousHit): number {
  return dealtDamage(a) - dealtDamage(b) || byText(a.type, b.type) || byText(a.id, b.id);
}

export function applySimultaneousHits(startOfStep: Readonly<Record<string, WoundState>>, hits: readonly SimultaneousHit[]): SimultaneousOutcome {
  const states: Record<string, WoundState> = { ...startOfStep };
  const results: Record<string, HitDamage> = {};
  for (const hit of [...hits].sort(stepOrder)) {
    const state = states[hit.targetId];
    if (state === undefined) throw new Error(`No state for the target "${hit.targetId}" of hit "${hit.id}"`);
    const result = applyHit(state, hit);
    states[hit.targetId] = { ...state, stress: result.stress, wounds: result.wounds };
    results[hit.id] = result;
  }
  return { states, results };
}
