/** The GM's one way of moving a fight's engine: commands in, the Combat's record written once, events and asks out. */
import type { Issuer } from "../../core/turns/engine";
import type { TurnEvent } from "../../core/turns/engine";
import type { AnyAdapter } from "../../core/turns/adapters/adapter";
import { emptyRoundState } from "../../core/schema/round-state";
import type { GmAnswer } from "../channel";
import { announceEvents } from "./turn-events";
import { rollPending } from "./turn-rolls";
import { pushDeclarations } from "./push-declarations";
import { declarationsToAsk } from "./declaration-turns";
import { sharedRoll } from "./shared-initiative";
import { combatData } from "./combat-model";
import { activeEconomy } from "./round-budget";
import { stepRecord, type EngineRecord } from "./record-step";
import { keptAcrossUndo } from "./encounter-fighters";
import { refusalAnswer } from "./refusal-answer";
import { sealedIdsOf } from "./sealed-record";
import { replaced } from "../update-operators";
import { writtenRecord, type CommandWrite } from "./command-write";
import { unwritableState } from "./state-guard";

export type EngineCommand = { type: string; by: Issuer };

/** What a started combat stores that a command may change. */
export function recordOf(combat: Combat.Implementation): EngineRecord {
  const data = combatData(combat);
  return { state: data?.state ?? null, roundState: data?.roundState ?? emptyRoundState(), roundHistory: data?.roundHistory ?? [] };
}

/** Commands that go first in the same write; one the engine refuses now is passed over. */
function folded(adapter: AnyAdapter, record: EngineRecord, prelude: readonly EngineCommand[]): { record: EngineRecord; events: TurnEvent[] } {
  let current = record;
  const events: TurnEvent[] = [];
  for (const command of prelude) {
    const outcome = stepRecord(adapter, activeEconomy(), current, command);
    if (!outcome.ok) continue;
    current = outcome.record;
    events.push(...outcome.events);
  }
  return { record: current, events };
}

/**
 * Runs a command through the engine on the GM's client: stores the new state with the round state
 * it leaves (and what undo would put back), announces the events, asks players for declarations the
 * structure now collects (in the ruleset's order), then rolls whatever initiative the engine waits for
 * (one roll for creatures the GM let share it) and feeds the totals back. A prelude (the sealed
 * declarations a reveal or a lock brings in) lands in the same write; if the command itself is refused,
 * nothing is written. With no command, the prelude alone (nothing written when it all was refused).
 * A start adds its fields to each write and keeps no undo history; a join or leave the world brought takes
 * no undo step (command-write.ts). A state that fails its structure's spec is never written (state-guard.ts).
 */
export async function applyCommand(
  combat: Combat.Implementation,
  adapter: AnyAdapter,
  record: EngineRecord,
  command: EngineCommand | null,
  shareKey: (id: string) => string | null = () => null,
  prelude: readonly EngineCommand[] = [],
  write: CommandWrite = {},
): Promise<GmAnswer> {
  const before = folded(adapter, record, prelude);
  const stepped = command === null ? { ok: true as const, record: before.record, events: [] } : stepRecord(adapter, activeEconomy(), before.record, command);
  // Undo takes back what people did, never who is in the encounter (encounter-fighters.ts).
  const outcome = command?.type === "undo" ? keptAcrossUndo(combat, adapter, before.record, stepped) : stepped;
  if (!outcome.ok) return refusalAnswer(combat, outcome.reason, command?.by.isGM ?? true);
  const next = writtenRecord(write, record, outcome.record);
  if (next === record) return { ok: true };
  const unwritable = unwritableState(adapter, next.state);
  if (unwritable) return unwritable;
  // The engine's state is its whole new value: Foundry merges an object field's keys, so one the engine dropped would stay.
  const system = { ...replaced("state", next.state), roundState: next.roundState, roundHistory: next.roundHistory, ...write.start?.system };
  await combat.update({ system, round: adapter.view(next.state).round, turn: null } as Combat.UpdateData);
  await announceEvents(combat, [...before.events, ...outcome.events]);
  pushDeclarations(combat, declarationsToAsk(combat, adapter, record.state, next.state, (state) => sealedIdsOf(combat, adapter, state)));
  const pending = sharedRoll(adapter.view(next.state).pendingRolls, shareKey);
  if (!pending) return { ok: true };
  const result = await rollPending(combat, pending);
  const gm: Issuer = { userId: game.user?.id ?? "", isGM: true };
  return applyCommand(combat, adapter, next, adapter.rollCommand(next.state, result, gm), shareKey, [], write);
}
