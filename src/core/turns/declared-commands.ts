/** Declared engine: the command handlers (roster, rolls, declarations, steps, conditions, rounds). */
import type { Outcome, TurnEvent } from "./engine";
import { refuse } from "./engine";
import type { Condition } from "./conditions";
import { takesTurns } from "./conditions";
import type { DefeatCommand, EndTurnCommand, LeaveCommand, NextRoundCommand, RecoverCommand } from "./commands";
import { isDieResult, isFiniteNumber, isId, isOwnerList, speaksFor } from "./authority";
import { formulaOf, rollNeeded } from "./rolls";
import { SequenceRefusal as R } from "./sequence-refusals";
import type {
  DeclareCommand,
  DeclaredCombatant,
  DeclaredFallUnconsciousCommand,
  DeclaredJoinCommand,
  DeclaredStartCommand,
  DeclaredState,
  LockDeclarationsCommand,
  RollBaseCommand,
  SetBaseCommand,
} from "./declared-types";
import { closeStepIfDone, findDeclared, isSurprised, lockAndResolve, patchDeclared, placeLateDeclaration } from "./declared-steps";

function ok(state: DeclaredState, events: TurnEvent[]): Outcome<DeclaredState> {
  return { ok: true, state, events };
}

/** "A +2 Agility modifier rolls 1d12−2; a −1 rolls 1d12+1." */
function baseRequest(c: DeclaredCombatant): TurnEvent {
  return rollNeeded("baseInitiative", formulaOf(12, c.baseAdjustment - c.agilityModifier), [c.id]);
}

export function join(state: DeclaredState, cmd: DeclaredJoinCommand): Outcome<DeclaredState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  const n = cmd.combatant;
  const adjustment = n.baseAdjustment ?? 0;
  if (!isId(n.id) || !isOwnerList(n.owners) || !isFiniteNumber(n.agilityModifier) || !isFiniteNumber(adjustment) || typeof n.name !== "string") {
    return refuse(R.InvalidSetup, { problem: "combatant" });
  }
  if (findDeclared(state, n.id) !== null) return refuse(R.DuplicateId, { id: n.id });
  const beforeFight = state.phase === "setup" || state.phase === "rolling";
  const c: DeclaredCombatant = {
    id: n.id,
    name: n.name,
    owners: [...n.owners],
    agilityModifier: n.agilityModifier,
    baseAdjustment: adjustment,
    base: null,
    condition: "active",
    surprisedRound: n.surprised === true ? (beforeFight ? 1 : state.round) : null,
    declaration: null,
    lateDeclarer: state.phase === "resolving" || state.phase === "morale",
  };
  const s = { ...state, combatants: [...state.combatants, c] };
  return ok(s, state.phase === "setup" ? [] : [baseRequest(c)]);
}

function beginIfRolled(state: DeclaredState): DeclaredState {
  if (state.combatants.some((c) => c.base === null)) return state;
  return { ...state, phase: "declaring", round: 1 };
}

export function start(state: DeclaredState, cmd: DeclaredStartCommand): Outcome<DeclaredState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  if (state.phase !== "setup") return refuse(R.AlreadyStarted);
  if (state.combatants.length === 0) return refuse(R.InvalidSetup, { problem: "noCombatants" });
  const asks = state.combatants.filter((c) => c.base === null).map(baseRequest);
  const s = beginIfRolled({ ...state, phase: "rolling" });
  return ok(s, s.phase === "declaring" ? [...asks, { type: "roundStart", round: 1 }] : asks);
}

/** One d12 for one combatant, or shared by several (the Referee's choice for identical monsters). */
export function rollBase(state: DeclaredState, cmd: RollBaseCommand): Outcome<DeclaredState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  const ids = Array.isArray(cmd.combatantIds) ? cmd.combatantIds : [];
  if (ids.length === 0 || new Set(ids).size !== ids.length) return refuse(R.InvalidSetup, { problem: "combatantIds" });
  const rolling: DeclaredCombatant[] = [];
  for (const id of ids) {
    const c = findDeclared(state, id);
    if (c === null) return refuse(R.UnknownCombatant, { id });
    if (c.base !== null) return refuse(R.AlreadyRolled, { id });
    rolling.push(c);
  }
  if (!isDieResult(cmd.d12, 12)) return refuse(R.RollOutOfRange, { min: 1, max: 12 });
  const d12 = cmd.d12;
  const s = rolling.reduce((acc, c) => patchDeclared(acc, c.id, { base: d12 - c.agilityModifier + c.baseAdjustment }), state);
  if (state.phase !== "rolling") return ok(s, []);
  const begun = beginIfRolled(s);
  return ok(begun, begun.phase === "declaring" ? [{ type: "roundStart", round: 1 }] : []);
}

export function setBase(state: DeclaredState, cmd: SetBaseCommand): Outcome<DeclaredState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  const c = findDeclared(state, cmd.combatantId);
  if (c === null) return refuse(R.UnknownCombatant, { id: cmd.combatantId });
  if (!isFiniteNumber(cmd.base)) return refuse(R.InvalidNumber);
  if (c.base === null) return refuse(R.NoRollPending, { purpose: "baseInitiative" });
  return ok(patchDeclared(state, c.id, { base: cmd.base }), []);
}

export function declare(state: DeclaredState, cmd: DeclareCommand): Outcome<DeclaredState> {
  if (state.phase === "setup" || state.phase === "rolling") return refuse(R.NotStarted);
  const c = findDeclared(state, cmd.combatantId);
  if (c === null) return refuse(R.UnknownCombatant, { id: cmd.combatantId });
  if (!speaksFor(cmd.by, c)) return refuse(R.NotOwner, { id: c.id });
  if (!takesTurns(c.condition)) return refuse(R.CannotActWhileDown, { id: c.id });
  if (isSurprised(c, state.round)) return refuse(R.SurprisedThisRound, { id: c.id });
  if (c.base === null) return refuse(R.NoBaseInitiative, { id: c.id });
  if (typeof cmd.actionId !== "string" || cmd.actionId.trim() === "") return refuse(R.InvalidText);
  if (!isFiniteNumber(cmd.modifier)) return refuse(R.InvalidNumber);
  const declaration = { actionId: cmd.actionId, modifier: cmd.modifier };
  // Until the lock, anyone may change their mind; after it only a newcomer declares, once.
  if (state.phase === "declaring") return ok(patchDeclared(state, c.id, { declaration }), []);
  if (!c.lateDeclarer || c.declaration !== null) return refuse(R.DeclarationsLocked);
  const s = patchDeclared(state, c.id, { declaration, lateDeclarer: false });
  return ok(placeLateDeclaration(s, c, c.base + cmd.modifier, cmd.actionId), []);
}

export function lockDeclarations(state: DeclaredState, cmd: LockDeclarationsCommand): Outcome<DeclaredState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  if (state.phase === "resolving" || state.phase === "morale") return refuse(R.DeclarationsLocked);
  if (state.phase !== "declaring") return refuse(R.NotStarted);
  const out = lockAndResolve(state);
  return ok(out.state, out.events);
}

export function endTurn(state: DeclaredState, cmd: EndTurnCommand): Outcome<DeclaredState> {
  const step = state.step;
  if (step === null) return refuse(R.NotNow);
  const c = findDeclared(state, cmd.combatantId);
  if (c === null) return refuse(R.UnknownCombatant, { id: cmd.combatantId });
  if (!speaksFor(cmd.by, c)) return refuse(R.NotOwner, { id: c.id });
  if (!step.combatantIds.includes(c.id)) return refuse(R.NotYourTurn, { id: c.id });
  if (step.ended.includes(c.id)) return refuse(R.AlreadyActed, { id: c.id });
  const s: DeclaredState = { ...state, step: { ...step, ended: [...step.ended, c.id] } };
  const out = closeStepIfDone(s, []);
  return ok(out.state, out.events);
}

function changeCondition(state: DeclaredState, id: string, condition: Condition): Outcome<DeclaredState> {
  const c = findDeclared(state, id);
  if (c === null) return refuse(R.UnknownCombatant, { id });
  if (c.condition === condition) return refuse(R.SameCondition, { id, condition });
  const out = closeStepIfDone(patchDeclared(state, id, { condition }), []);
  return ok(out.state, out.events);
}

export function fallUnconscious(state: DeclaredState, cmd: DeclaredFallUnconsciousCommand): Outcome<DeclaredState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  // Dying creatures still act (one action a turn); only the unconscious are passed over.
  return changeCondition(state, cmd.combatantId, cmd.dying === true ? "dying" : "unconscious");
}

export function defeat(state: DeclaredState, cmd: DefeatCommand): Outcome<DeclaredState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  return changeCondition(state, cmd.combatantId, "defeated");
}

export function recover(state: DeclaredState, cmd: RecoverCommand): Outcome<DeclaredState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  return changeCondition(state, cmd.combatantId, "active");
}

export function leave(state: DeclaredState, cmd: LeaveCommand): Outcome<DeclaredState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  const c = findDeclared(state, cmd.combatantId);
  if (c === null) return refuse(R.UnknownCombatant, { id: cmd.combatantId });
  const s: DeclaredState = {
    ...state,
    combatants: state.combatants.filter((x) => x.id !== c.id),
    slots: state.slots.filter((x) => x.combatantId !== c.id),
    lateTurns: state.lateTurns.filter((x) => x.combatantId !== c.id),
  };
  if (state.phase === "rolling") {
    // The one still to roll has gone: the fight may now begin.
    const begun = beginIfRolled(s);
    return ok(begun, begun.phase === "declaring" ? [{ type: "roundStart", round: 1 }] : []);
  }
  const out = closeStepIfDone(s, []);
  return ok(out.state, out.events);
}

/**
 * After the morale step the round ends and the next begins with fresh declarations. From a round
 * still resolving it is the GM's override: the open step ends and the morale step still happens.
 */
export function nextRound(state: DeclaredState, cmd: NextRoundCommand): Outcome<DeclaredState> {
  if (!cmd.by.isGM) return refuse(R.GMOnly);
  if (state.phase !== "morale" && state.phase !== "resolving") return refuse(R.NotNow);
  const events: TurnEvent[] = [];
  if (state.step !== null) events.push({ type: "turnEnd", combatantIds: state.step.combatantIds });
  if (state.phase === "resolving") events.push({ type: "moraleStep", round: state.round });
  events.push({ type: "roundEnd", round: state.round }, { type: "roundStart", round: state.round + 1 });
  const s: DeclaredState = {
    ...state,
    phase: "declaring",
    round: state.round + 1,
    combatants: state.combatants.map((c) => ({ ...c, declaration: null, lateDeclarer: false })),
    slots: [],
    step: null,
    position: null,
  };
  return ok(s, events);
}
