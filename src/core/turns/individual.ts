/**
 * Individual initiative (ruleset `classic`, seed 002): d20 + bonus (bonus/100 breaks ties, true ties
 * roll off), top to bottom; delay moves your place to where you step in; a held action moves it to
 * just after its trigger's creature and is lost when your next turn comes up.
 */
import type { Outcome, TurnEngine } from "./engine";
import { refuse } from "./engine";
import { withUndo } from "./history";
import { SequenceRefusal as R } from "./sequence-refusals";
import type { IndividualCommand, IndividualState } from "./individual-types";
import { beginTurn, delay, endTurn, hold, stepIn, triggerHeld } from "./individual-turns";
import {
  defeat,
  fallUnconscious,
  join,
  leave,
  moveInOrder,
  nextRound,
  recover,
  rollInitiative,
  rollOff,
  start,
} from "./individual-roster";

export type * from "./individual-types";
export { displayInitiative } from "./individual-order";

export function createIndividualState(options: { useBonusTiebreak?: boolean } = {}): IndividualState {
  return {
    structure: "individual",
    phase: "setup",
    useBonusTiebreak: options.useBonusTiebreak ?? true,
    round: 0,
    combatants: [],
    order: [],
    current: null,
    turnBegun: false,
    rollOffs: [],
    history: [],
  };
}

function step(state: IndividualState, cmd: IndividualCommand): Outcome<IndividualState> {
  switch (cmd.type) {
    case "join":
      return join(state, cmd);
    case "start":
      return start(state, cmd);
    case "rollInitiative":
      return rollInitiative(state, cmd);
    case "rollOff":
      return rollOff(state, cmd);
    case "beginTurn":
      return beginTurn(state, cmd);
    case "endTurn":
      return endTurn(state, cmd);
    case "delay":
      return delay(state, cmd);
    case "stepIn":
      return stepIn(state, cmd);
    case "hold":
      return hold(state, cmd);
    case "triggerHeld":
      return triggerHeld(state, cmd);
    case "moveInOrder":
      return moveInOrder(state, cmd);
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

/**
 * Who the tracker enables buttons for: whoever is up, delayers between turns, holders waiting on a
 * trigger while someone else is up (with nobody up, only the GM may name a trigger).
 */
export function canActNow(state: IndividualState): string[] {
  if (state.phase !== "fighting") return [];
  const ids = new Set<string>();
  if (state.current !== null) ids.add(state.current);
  for (const c of state.combatants) {
    if (!state.order.includes(c.id)) continue;
    if (c.delaying && (state.current === null || !state.turnBegun)) ids.add(c.id);
    if (c.held !== null && state.current !== null && state.current !== c.id) ids.add(c.id);
  }
  return state.order.filter((id) => ids.has(id));
}

export const individualEngine: TurnEngine<IndividualState, IndividualCommand> = {
  id: "individual",
  apply: withUndo(step),
  canActNow,
};

export const applyIndividual = individualEngine.apply;
