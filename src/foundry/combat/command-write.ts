/**
 * How one engine write treats the Combat's undo history: a start keeps none (start-write.ts), and a fact
 * of the world (a combatant document created or deleted) takes no undo step of its own, so the GM's Undo
 * goes back over what people did while encounter-fighters.ts keeps who is in the encounter.
 */
import { isRecord } from "../../core/schema/validate";
import type { EngineRecord } from "./record-step";
import { startRecord, type StartWrite } from "./start-write";

export interface CommandWrite {
  /** A start: its fields go with each of its writes. */
  start?: StartWrite;
  /** A combatant joined or left because its document was created or deleted. */
  worldFact?: boolean;
}

/** `after` with the undo history `before` had: the step between them is none that undo goes back over. */
export function withoutUndoStep(before: EngineRecord, after: EngineRecord): EngineRecord {
  const state = isRecord(after.state) && isRecord(before.state) ? { ...after.state, history: before.state.history } : after.state;
  return { state, roundState: after.roundState, roundHistory: before.roundHistory };
}

/** The record a command's write stores. */
export function writtenRecord(write: CommandWrite, before: EngineRecord, after: EngineRecord): EngineRecord {
  if (write.start) return startRecord(after);
  return write.worldFact ? withoutUndoStep(before, after) : after;
}
