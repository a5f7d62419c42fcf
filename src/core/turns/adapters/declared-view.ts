/**
 * What the tracker shows of a declared-action fight (rulebook 003): lowest acts first, equal values
 * as one simultaneous step, a late joiner's extra turn (its value − 12) as a step of its own.
 */
import { takesTurns } from "../conditions";
import { initiativeOf } from "../declared";
import { buildSlots, isSurprised } from "../declared-steps";
import type { DeclaredCombatant, DeclaredState, Slot } from "../declared-types";
import { formulaOf } from "../rolls";
import type { FighterStatus, FighterView, OrderStep, PendingRollView, TrackerView } from "./adapter";
import { groupBy } from "./group-by";
import { downStatus } from "./sequence-intents";

/** Able to declare this round at all: up, rolled, not surprised. */
export function mayDeclare(s: DeclaredState, c: DeclaredCombatant): boolean {
  return takesTurns(c.condition) && c.base !== null && !isSurprised(c, s.round);
}

/** Came in after the lock and has yet to declare its one action for this round. */
export function mayDeclareLate(s: DeclaredState, c: DeclaredCombatant): boolean {
  return c.lateDeclarer && c.declaration === null && mayDeclare(s, c);
}

/** Those in the running step who have not yet ended their part of it. */
export function declaredActiveIds(s: DeclaredState): string[] {
  const step = s.step;
  if (step === null) return [];
  const byId = new Map(s.combatants.map((c) => [c.id, c]));
  const ended = new Set(step.ended);
  return step.combatantIds.filter((id) => {
    const c = byId.get(id);
    // Dropped during its step, a creature still ends its part (the engine's closeStepIfDone).
    return c !== undefined && !ended.has(id);
  });
}

/**
 * This round's slots. While declarations are open they are projected from what has been declared so
 * far plus the extra turns late joiners are owed this round; once locked, the engine's own slots.
 */
export function roundSlots(s: DeclaredState): Slot[] {
  // Before round 1 nobody has declared and the engine holds no slots.
  return s.phase === "declaring" ? buildSlots(s.combatants, s.lateTurns) : s.slots;
}

const passed = (s: DeclaredState, slot: Slot): boolean => s.phase === "morale" || (s.position !== null && slot.key < s.position);

function order(s: DeclaredState): OrderStep[] {
  const byKey = [...groupBy(roundSlots(s), (slot) => slot.key).entries()].sort(([a], [b]) => a - b);
  return byKey.map(([key, here]) => {
    // The step being resolved shows who is in it: not those at its value who went down before it began.
    const step = s.step?.key === key ? s.step : null;
    const ids = step === null ? here.map((x) => x.combatantId) : [...step.combatantIds];
    return { ids, value: here[0]?.value ?? null, current: step !== null, done: here.every((x) => passed(s, x)) };
  });
}

/** Those acting now and each combatant's slots this round, indexed once for the whole roster. */
export interface RoundIndex {
  active: ReadonlySet<string>;
  slotsOf: ReadonlyMap<string, Slot[]>;
}

export function roundIndex(s: DeclaredState, active: readonly string[] = declaredActiveIds(s)): RoundIndex {
  return { active: new Set(active), slotsOf: groupBy(s.slots, (slot) => slot.combatantId) };
}

export function declaredStatus(s: DeclaredState, c: DeclaredCombatant, index: RoundIndex = roundIndex(s)): FighterStatus {
  const down = downStatus(c.condition);
  if (down !== null) return down;
  if (index.active.has(c.id)) return "acting";
  if (c.condition === "dying") return "dying";
  if (s.phase === "declaring") return c.declaration === null && mayDeclare(s, c) ? "ready" : "waiting";
  // Before round 1 nobody is late and nobody has a slot, so everyone waits.
  if (mayDeclareLate(s, c)) return "ready";
  const mine = index.slotsOf.get(c.id) ?? [];
  if (mine.some((x) => !x.started && !passed(s, x))) return "waiting";
  return mine.some((x) => x.started) ? "acted" : "waiting";
}

function fighter(s: DeclaredState, c: DeclaredCombatant, index: RoundIndex): FighterView {
  return {
    id: c.id,
    groupId: null,
    status: declaredStatus(s, c, index),
    initiative: initiativeOf(c),
    declared: c.declaration === null ? null : { actionId: c.declaration.actionId, modifier: c.declaration.modifier },
    held: null,
  };
}

/** One base d12 per combatant still without one; the GM may answer several with one shared roll. */
export function declaredPendingRolls(s: DeclaredState): PendingRollView[] {
  if (s.phase === "setup") return [];
  return s.combatants
    .filter((c) => c.base === null)
    .map((c) => ({ purpose: "baseInitiative", formula: formulaOf(12, c.baseAdjustment - c.agilityModifier), forIds: [c.id] }));
}

export function declaredView(s: DeclaredState): TrackerView {
  const active = declaredActiveIds(s);
  const index = roundIndex(s, active);
  return {
    structure: "declared",
    started: s.phase !== "setup",
    round: s.round,
    phase: s.phase,
    threshold: null,
    holderId: null,
    groups: [],
    order: order(s),
    fighters: s.combatants.map((c) => fighter(s, c, index)),
    activeIds: active,
    pendingRolls: declaredPendingRolls(s),
  };
}
