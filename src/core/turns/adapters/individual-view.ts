/** What the tracker shows of an individual-initiative fight (rulebook 002): the order top to bottom, 20.08 style. */
import { displayInitiative } from "../individual-order";
import { formulaOf } from "../rolls";
import type { IndividualCombatant, IndividualState } from "../individual-types";
import type { FighterStatus, FighterView, OrderStep, PendingRollView, TrackerView } from "./adapter";
import { downStatus } from "./sequence-intents";

/** The combatant whose turn is running (turnStart fired, turnEnd not yet); null between turns. */
export function individualActiveId(s: IndividualState): string | null {
  return s.current !== null && s.turnBegun ? s.current : null;
}

/** Its place this round has been used up: it acted, gave the turn up, spent it on a held action, or was passed over. */
const placeUsed = (s: IndividualState, c: IndividualCombatant): boolean => c.passedRound >= s.round;

/** `inOrder`: the order as a set, when the caller asks for many combatants at once. */
export function individualStatus(s: IndividualState, c: IndividualCombatant, inOrder: ReadonlySet<string> = new Set(s.order)): FighterStatus {
  const down = downStatus(c.condition);
  if (down !== null) return down;
  if (s.current === c.id && s.turnBegun) return "acting";
  // A dying creature up next still shows as dying: its death save is due on this turn.
  if (c.condition === "dying") return "dying";
  if (s.current === c.id) return "ready";
  if (c.delaying) return "delaying";
  if (c.held !== null) return "holding";
  if (s.phase !== "fighting" || !inOrder.has(c.id)) return "waiting";
  return placeUsed(s, c) ? "acted" : "waiting";
}

function fighter(s: IndividualState, c: IndividualCombatant, inOrder: ReadonlySet<string>): FighterView {
  return {
    id: c.id,
    groupId: null,
    status: individualStatus(s, c, inOrder),
    initiative: displayInitiative(c),
    declared: null,
    held: c.held === null ? null : { action: c.held.action, trigger: c.held.trigger },
  };
}

/** One step per combatant in the order; before the order is settled, nobody is in it. */
function order(s: IndividualState): OrderStep[] {
  const steps: OrderStep[] = [];
  const byId = new Map(s.combatants.map((c) => [c.id, c]));
  for (const id of s.order) {
    const c = byId.get(id);
    if (c === undefined) continue;
    steps.push({ ids: [id], value: displayInitiative(c), current: s.current === id, done: placeUsed(s, c) && s.current !== id });
  }
  return steps;
}

/**
 * Missing d20s (one per combatant, its bonus in the formula) and open roll-offs. A roll-off names
 * every tied combatant that still owes its d20 (all the tied, until the first result comes in);
 * each of them rolls 1d20 separately and is answered with `forId` = that combatant.
 */
export function individualPendingRolls(s: IndividualState): PendingRollView[] {
  if (s.phase === "setup") return [];
  const initiative = s.combatants
    .filter((c) => c.count === null)
    .map((c) => ({ purpose: "initiative", formula: formulaOf(20, c.initiativeBonus), forIds: [c.id] }));
  const rollOffs = s.rollOffs.map((r) => ({
    purpose: "initiativeRollOff",
    formula: "1d20",
    forIds: r.ids.filter((id) => !r.results.some((x) => x.id === id)),
  }));
  return [...initiative, ...rollOffs];
}

export function individualView(s: IndividualState): TrackerView {
  const active = individualActiveId(s);
  const inOrder = new Set(s.order);
  return {
    structure: "individual",
    started: s.phase !== "setup",
    round: s.round,
    phase: s.phase,
    threshold: null,
    holderId: null,
    groups: [],
    order: order(s),
    fighters: s.combatants.map((c) => fighter(s, c, inOrder)),
    activeIds: active === null ? [] : [active],
    pendingRolls: individualPendingRolls(s),
  };
}
