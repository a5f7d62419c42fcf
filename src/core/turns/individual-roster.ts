/** Individual engine: joining, rolling, roll-offs, conditions, leaving and the GM's overrides. */
import type { Outcome, TurnEvent } from "./engine";
import { refuse } from "./engine";
import type { Condition } from "./conditions";
import { takesTurns } from "./conditions";
import type { DefeatCommand, LeaveCommand, NextRoundCommand, RecoverCommand } from "./commands";
import { isDieResult, isId, isOwnerList } from "./authority";
import { SequenceRefusal as R } from "./sequence-refusals";
import type {
  IndividualCombatant,
  IndividualFallUnconsciousCommand,
  IndividualState,
  JoinCommand,
  MoveInOrderCommand,
  RollInitiativeCommand,
  RollOffCommand,
  StartCommand,
} from "./individual-types";
import { countOf, findCombatant, moveBefore, patchCombatant } from "./individual-order";
import { advance, beginFightIfReady, initiativeRequest, placeNewcomer, settleRollOff } from "./individual-flow";
import { ok } from "./individual-turns";

export function join(state: IndividualState, cmd: JoinCommand): Outcome<IndividualState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  const n = cmd.combatant;
  if (!isId(n.id) || !isOwnerList(n.owners) || !Number.isInteger(n.initiativeBonus) || typeof n.name !== "string") {
    return refuse(R.InvalidSetup, { problem: "combatant" });
  }
  if (findCombatant(state, n.id) !== null) return refuse(R.DuplicateId, { id: n.id });
  const c: IndividualCombatant = {
    id: n.id,
    name: n.name,
    owners: [...n.owners],
    initiativeBonus: n.initiativeBonus,
    d20: null,
    count: null,
    tiebreak: [],
    condition: "active",
    delaying: false,
    held: null,
    passedRound: n.actedThisRound === true && state.phase === "fighting" ? state.round : 0,
  };
  const s = { ...state, combatants: [...state.combatants, c] };
  // Only the newcomer rolls; nobody already in the order re-rolls.
  return ok(s, state.phase === "setup" ? [] : [initiativeRequest(c)]);
}

export function start(state: IndividualState, cmd: StartCommand): Outcome<IndividualState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  if (state.phase !== "setup") return refuse(R.AlreadyStarted);
  if (state.combatants.length === 0) return refuse(R.InvalidSetup, { problem: "noCombatants" });
  const asks = state.combatants.filter((c) => c.count === null).map(initiativeRequest);
  const out = beginFightIfReady({ ...state, phase: "rolling" }, asks);
  return ok(out.state, out.events);
}

/** Roll totals come from the GM's client (DESIGN: nobody else's total is trusted). */
export function rollInitiative(state: IndividualState, cmd: RollInitiativeCommand): Outcome<IndividualState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  const c = findCombatant(state, cmd.combatantId);
  if (c === null) return refuse(R.UnknownCombatant, { id: cmd.combatantId });
  if (c.d20 !== null) return refuse(R.AlreadyRolled, { id: c.id });
  if (!isDieResult(cmd.d20, 20)) return refuse(R.RollOutOfRange, { min: 1, max: 20 });
  const count = countOf(cmd.d20, c.initiativeBonus, state.useBonusTiebreak);
  const s = patchCombatant(state, c.id, { d20: cmd.d20, count });
  if (state.phase === "setup") return ok(s, []);
  const out = state.phase === "rolling" ? beginFightIfReady(s, []) : placeNewcomer(s, c.id, count, []);
  return ok(out.state, out.events);
}

export function rollOff(state: IndividualState, cmd: RollOffCommand): Outcome<IndividualState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  const group = state.rollOffs.find((g) => g.ids.includes(cmd.combatantId) && !g.results.some((r) => r.id === cmd.combatantId));
  if (group === undefined) return refuse(R.NoRollPending, { purpose: "initiativeRollOff" });
  if (!isDieResult(cmd.roll, 20)) return refuse(R.RollOutOfRange, { min: 1, max: 20 });
  const updated = { ...group, results: [...group.results, { id: cmd.combatantId, roll: cmd.roll }] };
  const s: IndividualState = { ...state, rollOffs: state.rollOffs.map((g) => (g === group ? updated : g)) };
  if (updated.results.length < updated.ids.length) return ok(s, []);
  const settled = s.rollOffs.find((g) => g === updated) ?? updated;
  const out = settleRollOff(s, settled, []);
  return ok(out.state, out.events);
}

/** A combatant goes down (or recovers); what happens to a turn it is in the middle of. */
function changeCondition(state: IndividualState, id: string, condition: Condition): Outcome<IndividualState> {
  const c = findCombatant(state, id);
  if (c === null) return refuse(R.UnknownCombatant, { id });
  if (c.condition === condition) return refuse(R.SameCondition, { id, condition });
  const down = condition !== "active";
  // A delayer who goes down gives up the delayed place: its turn this round is spent, and on
  // recovering it comes back at its place in the order next round, like anyone whose place has passed.
  const spent = down && c.delaying ? { passedRound: state.round } : {};
  let s = patchCombatant(state, id, down ? { condition, delaying: false, held: null, ...spent } : { condition });
  if (state.phase !== "fighting") return ok(s, []);
  let events: TurnEvent[] = [];
  if (state.current === id && down) {
    if (state.turnBegun) {
      // Going down during its own turn ends that turn; a dying creature's save comes next round.
      events = [{ type: "turnEnd", combatantIds: [id] }];
      s = patchCombatant({ ...s, current: null }, id, { passedRound: s.round });
    } else if (!takesTurns(condition)) {
      s = patchCombatant({ ...s, current: null }, id, { passedRound: s.round });
    }
  }
  if (s.current !== null) return ok(s, events);
  const out = advance(s, events);
  return ok(out.state, out.events);
}

export function fallUnconscious(state: IndividualState, cmd: IndividualFallUnconsciousCommand): Outcome<IndividualState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  return changeCondition(state, cmd.combatantId, cmd.dying === true ? "dying" : "unconscious");
}

export function defeat(state: IndividualState, cmd: DefeatCommand): Outcome<IndividualState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  return changeCondition(state, cmd.combatantId, "defeated");
}

export function recover(state: IndividualState, cmd: RecoverCommand): Outcome<IndividualState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  return changeCondition(state, cmd.combatantId, "active");
}

export function leave(state: IndividualState, cmd: LeaveCommand): Outcome<IndividualState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  const c = findCombatant(state, cmd.combatantId);
  if (c === null) return refuse(R.UnknownCombatant, { id: cmd.combatantId });
  if (state.rollOffs.length > 0) return refuse(R.AwaitingRolls);
  const wasCurrent = state.current === c.id;
  const events: TurnEvent[] = wasCurrent && state.turnBegun ? [{ type: "turnEnd", combatantIds: [c.id] }] : [];
  const s: IndividualState = {
    ...state,
    combatants: state.combatants.filter((x) => x.id !== c.id),
    order: state.order.filter((x) => x !== c.id),
    current: wasCurrent ? null : state.current,
    turnBegun: wasCurrent ? false : state.turnBegun,
  };
  if (s.phase === "rolling") {
    const out = beginFightIfReady(s, events);
    return ok(out.state, out.events);
  }
  if (s.phase !== "fighting" || s.current !== null) return ok(s, events);
  const out = advance(s, events);
  return ok(out.state, out.events);
}

/** GM override: place a combatant anywhere in the order (it takes the count of the one it now stands before). */
export function moveInOrder(state: IndividualState, cmd: MoveInOrderCommand): Outcome<IndividualState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  if (state.phase !== "fighting") return refuse(R.NotStarted);
  if (!state.order.includes(cmd.combatantId)) return refuse(R.UnknownCombatant, { id: cmd.combatantId });
  if (cmd.beforeId !== null && (cmd.beforeId === cmd.combatantId || !state.order.includes(cmd.beforeId))) {
    return refuse(R.UnknownCombatant, { id: cmd.beforeId });
  }
  const moved = moveBefore(state, cmd.combatantId, cmd.beforeId);
  if (state.current === null || state.turnBegun) return ok(moved, []);
  // No turn is running yet: whoever is now first down the order still to act is up.
  const out = advance({ ...moved, current: null }, []);
  return ok(out.state, out.events);
}

/** GM override: the round ends now; whoever has not acted loses this round's turn. */
export function nextRound(state: IndividualState, cmd: NextRoundCommand): Outcome<IndividualState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  if (state.phase !== "fighting") return refuse(R.NotStarted);
  const events: TurnEvent[] = state.current !== null && state.turnBegun ? [{ type: "turnEnd", combatantIds: [state.current] }] : [];
  const closed: IndividualState = {
    ...state,
    current: null,
    turnBegun: false,
    combatants: state.combatants.map((c) => ({ ...c, delaying: false, passedRound: state.order.includes(c.id) ? state.round : c.passedRound })),
  };
  const out = advance(closed, events);
  if (out.events.some((e) => e.type === "roundEnd")) return ok(out.state, out.events);
  // No one can act at all: the round still ends, and the next waits for someone to recover or join.
  const next: IndividualState = { ...out.state, round: state.round + 1 };
  return ok(next, [...events, { type: "roundEnd", round: state.round }, { type: "roundStart", round: state.round + 1 }]);
}
