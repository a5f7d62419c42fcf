/**
 * A start's writes: the fields it sets beside the engine's (the structure chosen), written in the same update
 * as the engine's first state, so a Combat never holds one without the other; and no undo history, because
 * the start and the rolls it needed cannot be undone (undo never leads back to a fight half set up).
 */
import { isRecord } from "../../core/schema/validate";
import type { EngineRecord } from "./record-step";

export interface StartWrite {
  /** `system` fields written with each of the start's engine writes. */
  system: Record<string, unknown>;
}

/** The record a start writes: the engine's own history and the round states beside it forgotten. */
export function startRecord(record: EngineRecord): EngineRecord {
  const state = isRecord(record.state) ? { ...record.state, history: [] } : record.state;
  return { state, roundState: record.roundState, roundHistory: [] };
}
