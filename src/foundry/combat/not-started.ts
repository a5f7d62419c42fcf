/**
 * GM: puts an encounter back to before its start, keeping its combatants, groups, objectives and the GM's
 * surprise marks: no structure, no engine state, an empty round state and undo history, nobody sealed and
 * nobody departed. A reset, a rebuild and a start that broke part-way all end here.
 */
import { emptyRoundState } from "../../core/schema/round-state";
import { NOTHING_SEALED } from "../../core/sealed-declarations";
import { replaced } from "../update-operators";
import { forgetHeld } from "./sealed-store";
import { combatIdOf } from "./sealed-record";

export async function writeNotStarted(combat: Combat.Implementation): Promise<void> {
  // This GM's client lets go of the sealed declarations it held for the old fight's round.
  forgetHeld(combatIdOf(combat));
  const system = {
    structure: "",
    state: null,
    roundState: emptyRoundState(),
    roundHistory: [],
    sealed: { ...NOTHING_SEALED, ids: [] },
    // A record field merges key by key (update-operators.ts): only a whole replacement empties it.
    ...replaced("departed", {}),
  };
  await combat.update({ system, round: 0, turn: null } as Combat.UpdateData);
}
