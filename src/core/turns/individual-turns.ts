/** Individual engine: the commands of a combatant's own turn (begin, end, delay, step in, hold, trigger). */
import type { Issuer, Outcome, Reason, TurnEvent } from "./engine";
import { refuse } from "./engine";
import type { EndTurnCommand } from "./commands";
import { speaksFor } from "./authority";
import { SequenceRefusal as R } from "./sequence-refusals";
import type {
  BeginTurnCommand,
  DelayCommand,
  HoldCommand,
  IndividualCombatant,
  IndividualState,
  StepInCommand,
  TriggerHeldCommand,
} from "./individual-types";
import { findCombatant, moveAfter, moveBefore, patchCombatant } from "./individual-order";
import { advance } from "./individual-flow";

type Refusal = { ok: false; reason: Reason };
type Checked = { ok: true; c: IndividualCombatant } | Refusal;
type S = IndividualState;
type C = IndividualCombatant;

/** The checks every turn command shares: the fight is on, the combatant exists, the issuer speaks for it. */
export function checkActor(state: IndividualState, cmd: { by: Issuer; combatantId: string }): Checked {
  if (state.phase !== "fighting") return refuse(R.NotStarted);
  const c = findCombatant(state, cmd.combatantId);
  if (c === null || !state.order.includes(c.id)) return refuse(R.UnknownCombatant, { id: cmd.combatantId });
  if (!speaksFor(cmd.by, c)) return refuse(R.NotOwner, { id: c.id });
  return { ok: true, c };
}

export function ok(state: IndividualState, events: TurnEvent[]): Outcome<IndividualState> {
  return { ok: true, state, events };
}

/**
 * Each turn command's own checks on a combatant `checkActor` has found, shared by the command and by
 * the adapter's verdicts (which find the combatant from an index): null when the command may go ahead.
 */
export function beginRefusal(state: S, c: C): Refusal | null {
  if (state.current !== c.id) return refuse(R.NotYourTurn, { id: c.id });
  if (state.turnBegun) return refuse(R.TurnInProgress);
  return null;
}

/** A delayer may always give its turn up; whoever is up ends a turn it has begun. */
export function endTurnRefusal(state: S, c: C): Refusal | null {
  if (c.delaying) return null;
  if (state.current !== c.id) return refuse(R.NotYourTurn, { id: c.id });
  if (!state.turnBegun) return refuse(R.TurnNotBegun, { id: c.id });
  return null;
}

export function delayRefusal(state: S, c: C): Refusal | null {
  if (state.current !== c.id) return refuse(R.NotYourTurn, { id: c.id });
  // "You take no actions now": delaying is only possible before the turn has begun.
  if (state.turnBegun) return refuse(R.TurnInProgress);
  if (c.condition !== "active") return refuse(R.CannotActWhileDown, { id: c.id });
  return null;
}

export function stepInRefusal(state: S, c: C): Refusal | null {
  if (!c.delaying) return refuse(R.NotDelaying, { id: c.id });
  // Only between turns: while someone's turn runs, the delayer waits for it to end.
  if (state.current !== null && state.turnBegun) return refuse(R.TurnInProgress);
  return null;
}

export function holdRefusal(state: S, c: C): Refusal | null {
  if (state.current !== c.id) return refuse(R.NotYourTurn, { id: c.id });
  if (!state.turnBegun) return refuse(R.TurnNotBegun, { id: c.id });
  if (c.condition !== "active") return refuse(R.CannotActWhileDown, { id: c.id });
  if (c.held !== null) return refuse(R.AlreadyHolding, { id: c.id });
  return null;
}

/** `trigger` is who set the held action off (whoever is up unless named); `inOrder` answers from an index when the caller has one. */
export function triggerRefusal(state: S, c: C, by: Issuer, trigger: string | null, inOrder = (id: string) => state.order.includes(id)): Refusal | null {
  if (c.held === null) return refuse(R.NoHeldAction, { id: c.id });
  if (state.current === c.id) return refuse(R.NotNow);
  if (trigger === null || trigger === c.id || !inOrder(trigger)) return refuse(R.InvalidTrigger);
  // A player's trigger is whoever is up now; anyone else (or anyone, when nobody is up) is the GM's call.
  if (!by.isGM && trigger !== state.current) return refuse(R.TriggerNotActing, { id: trigger });
  return null;
}

export function beginTurn(state: IndividualState, cmd: BeginTurnCommand): Outcome<IndividualState> {
  const chk = checkActor(state, cmd);
  if (!chk.ok) return chk;
  const refused = beginRefusal(state, chk.c);
  if (refused) return refused;
  return ok({ ...state, turnBegun: true }, [{ type: "turnStart", combatantIds: [chk.c.id] }]);
}

export function endTurn(state: IndividualState, cmd: EndTurnCommand): Outcome<IndividualState> {
  const chk = checkActor(state, cmd);
  if (!chk.ok) return chk;
  const c = chk.c;
  const refused = endTurnRefusal(state, c);
  if (refused) return refused;
  if (c.delaying) {
    // A delayer who never steps in gives up this round's turn; no turn happened, so no events.
    const s = patchCombatant(state, c.id, { delaying: false, passedRound: state.round });
    const out = state.current === null ? advance(s, []) : { state: s, events: [] };
    return ok(out.state, out.events);
  }
  const s = patchCombatant(state, c.id, { passedRound: state.round });
  const out = advance(s, [{ type: "turnEnd", combatantIds: [c.id] }]);
  return ok(out.state, out.events);
}

export function delay(state: IndividualState, cmd: DelayCommand): Outcome<IndividualState> {
  const chk = checkActor(state, cmd);
  if (!chk.ok) return chk;
  const c = chk.c;
  const refused = delayRefusal(state, c);
  if (refused) return refused;
  const s = patchCombatant({ ...state, current: null }, c.id, { delaying: true });
  const out = advance(s, []);
  return ok(out.state, out.events);
}

export function stepIn(state: IndividualState, cmd: StepInCommand): Outcome<IndividualState> {
  const chk = checkActor(state, cmd);
  if (!chk.ok) return chk;
  const c = chk.c;
  const refused = stepInRefusal(state, c);
  if (refused) return refused;
  const moved = moveBefore(state, c.id, state.current);
  const s = patchCombatant({ ...moved, current: c.id, turnBegun: true }, c.id, { delaying: false });
  return ok(s, [{ type: "turnStart", combatantIds: [c.id] }]);
}

export function hold(state: IndividualState, cmd: HoldCommand): Outcome<IndividualState> {
  const chk = checkActor(state, cmd);
  if (!chk.ok) return chk;
  const c = chk.c;
  const refused = holdRefusal(state, c);
  if (refused) return refused;
  const action = typeof cmd.action === "string" ? cmd.action.trim() : "";
  const trigger = typeof cmd.trigger === "string" ? cmd.trigger.trim() : "";
  if (action === "" || trigger === "") return refuse(R.InvalidText);
  return ok(patchCombatant(state, c.id, { held: { action, trigger, declaredRound: state.round } }), []);
}

/**
 * The trigger happened: the held action resolves at once (the holder's immediate action, not a
 * turn, so no turn events) and the holder's place moves to just after the triggering creature.
 * Triggered in the next round before its own turn came up, it has spent that round's turn.
 */
export function triggerHeld(state: IndividualState, cmd: TriggerHeldCommand): Outcome<IndividualState> {
  const chk = checkActor(state, cmd);
  if (!chk.ok) return chk;
  const c = chk.c;
  const by = cmd.triggeredBy ?? state.current;
  const refused = triggerRefusal(state, c, cmd.by, by);
  if (refused || by === null) return refused ?? refuse(R.InvalidTrigger);
  const moved = moveAfter(state, c.id, by);
  const s = patchCombatant(moved, c.id, { held: null, passedRound: state.round });
  return ok(s, []);
}
