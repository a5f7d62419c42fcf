/** Bounded undo: every successful command keeps a snapshot of the state it replaced. */
import type { UndoCommand } from "./commands";
import type { Issuer, Outcome } from "./engine";
import { refuse } from "./engine";
import { Refusal } from "./refusals";

/** How many earlier states a combat keeps; older ones are forgotten. */
export const HISTORY_LIMIT = 30;

/** States that keep their own earlier versions (each snapshot stored with an empty history). */
export interface Undoable<S> {
  history: S[];
}

function isUndo(cmd: { type: string; by: Issuer }): cmd is UndoCommand {
  return cmd.type === "undo";
}

/** Wraps an engine step so that successful commands are recorded and `undo` restores the previous state. */
export function withUndo<S extends Undoable<S>, C extends { type: string; by: Issuer }>(
  step: (state: S, cmd: C) => Outcome<S>,
): (state: S, cmd: C) => Outcome<S> {
  return (state, cmd) => {
    if (isUndo(cmd)) {
      if (!cmd.by.isGM) return refuse(Refusal.GMOnly);
      const previous = state.history[state.history.length - 1];
      if (previous === undefined) return refuse(Refusal.NothingToUndo);
      return { ok: true, state: { ...previous, history: state.history.slice(0, -1) }, events: [] };
    }
    const out = step(state, cmd);
    if (!out.ok) return out;
    const snapshot = { ...state, history: [] };
    const history = [...state.history, snapshot].slice(-HISTORY_LIMIT);
    return { ok: true, state: { ...out.state, history }, events: out.events };
  };
}
