/**
 * Declared-action speed (ruleset `declared`, seed 003): base initiative 1d12 − AGI once per fight;
 * every round each creature declares an action whose modifier gives its round initiative; lowest
 * acts first, ties act simultaneously; late joiners whose moment passed act next round at −12 too.
 */
import type { Outcome, TurnEngine } from "./engine";
import { refuse } from "./engine";
import { takesTurns } from "./conditions";
import { withUndo } from "./history";
import { SequenceRefusal as R } from "./sequence-refusals";
import type { DeclaredCombatant, DeclaredCommand, DeclaredState } from "./declared-types";
import { isSurprised } from "./declared-steps";
import {
  declare,
  defeat,
  endTurn,
  fallUnconscious,
  join,
  leave,
  lockDeclarations,
  nextRound,
  recover,
  rollBase,
  setBase,
  start,
} from "./declared-commands";

export type * from "./declared-types";
export { NO_ACTION } from "./declared-types";
export { LATE_PENALTY } from "./declared-steps";

export function createDeclaredState(): DeclaredState {
  return { structure: "declared", phase: "setup", round: 0, combatants: [], slots: [], lateTurns: [], step: null, position: null, history: [] };
}

function step(state: DeclaredState, cmd: DeclaredCommand): Outcome<DeclaredState> {
  switch (cmd.type) {
    case "join":
      return join(state, cmd);
    case "start":
      return start(state, cmd);
    case "rollBase":
      return rollBase(state, cmd);
    case "setBase":
      return setBase(state, cmd);
    case "declare":
      return declare(state, cmd);
    case "lockDeclarations":
      return lockDeclarations(state, cmd);
    case "endTurn":
      return endTurn(state, cmd);
    case "fallUnconscious":
      return fallUnconscious(state, cmd);
    case "defeat":
      return defeat(state, cmd);
    case "recover":
      return recover(state, cmd);
    case "leave":
      return leave(state, cmd);
    case "nextRound":
      return nextRound(state, cmd);
    default:
      return refuse(R.UnknownCommand, { type: String((cmd as { type: unknown }).type) });
  }
}

function mayDeclare(state: DeclaredState, c: DeclaredCombatant): boolean {
  return takesTurns(c.condition) && c.base !== null && !isSurprised(c, state.round);
}

/**
 * Declaring: who may declare. Resolving: who is in the step and has not ended. After the lock, late
 * joiners may declare (only newcomers after the lock are late, so before round 1 nobody is).
 */
export function canActNow(state: DeclaredState): string[] {
  if (state.phase === "declaring") return state.combatants.filter((c) => mayDeclare(state, c)).map((c) => c.id);
  const step = state.step;
  // Those in the step act until they end their part, even if dropped during it (closeStepIfDone).
  const acting = step === null ? [] : state.combatants.filter((c) => step.combatantIds.includes(c.id) && !step.ended.includes(c.id));
  const late = state.combatants.filter((c) => c.lateDeclarer && c.declaration === null && mayDeclare(state, c));
  return [...acting, ...late].map((c) => c.id);
}

/** The value each combatant acts on this round (its declared action), for the tracker. */
export function roundInitiative(state: DeclaredState, id: string): number | null {
  const c = state.combatants.find((x) => x.id === id);
  return c === undefined ? null : initiativeOf(c);
}

/** The value this combatant acts on this round: its base plus its declared action's modifier. */
export function initiativeOf(c: DeclaredCombatant): number | null {
  return c.base === null || c.declaration === null ? null : c.base + c.declaration.modifier;
}

export const declaredEngine: TurnEngine<DeclaredState, DeclaredCommand> = {
  id: "declared",
  apply: withUndo(step),
  canActNow,
};

export const applyDeclared = declaredEngine.apply;
