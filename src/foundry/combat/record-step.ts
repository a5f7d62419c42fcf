/**
 * One command applied to what a Fray Combat stores, without Foundry: the engine moves, the turn
 * events refresh the budgets, and the round state before the command is kept beside the engine's
 * own history, so undo puts back everything the command changed. Pure.
 */
import type { AnyAdapter } from "../../core/turns/adapters/adapter";
import type { Issuer, Reason, TurnEvent } from "../../core/turns/engine";
import { HISTORY_LIMIT } from "../../core/turns/history";
import { budgetsAfterEvents, type RulesetEconomy } from "../../core/economy";
import { budgetOf, withBudgets, type RoundState } from "../../core/schema/round-state";

/** The part of a Combat's record a command may change. */
export interface EngineRecord {
  state: unknown;
  roundState: RoundState;
  /** One entry per command in the engine's undo history, newest last. */
  roundHistory: RoundState[];
}

export type RecordOutcome = { ok: true; record: EngineRecord; events: TurnEvent[] } | { ok: false; reason: Reason };

export function stepRecord(adapter: AnyAdapter, economy: RulesetEconomy<unknown> | null, record: EngineRecord, command: { type: string; by: Issuer }): RecordOutcome {
  if (command.type === "undo") return undoRecord(adapter, record, command);
  const paid = heldActionPaid(economy, record.roundState, command);
  if (paid && !paid.ok) return paid;
  const outcome = adapter.engine.apply(record.state, command);
  if (!outcome.ok) return outcome;
  const roundHistory = [...record.roundHistory, record.roundState].slice(-HISTORY_LIMIT);
  const roundState = paid ? withBudgets(record.roundState, new Map([[paid.id, paid.state]])) : record.roundState;
  return { ok: true, record: { state: outcome.state, roundState: refreshed(adapter, economy, roundState, outcome), roundHistory }, events: outcome.events };
}

/** A held action going off is paid from its holder's budget when the ruleset says what it costs; null when it costs nothing. */
function heldActionPaid(economy: RulesetEconomy<unknown> | null, round: RoundState, command: { type: string }) {
  const id = (command as { combatantId?: unknown }).combatantId;
  if (command.type !== "triggerHeld" || !economy?.heldActionResolved || typeof id !== "string") return null;
  const paid = economy.heldActionResolved(economy.read(budgetOf(round, id)));
  return paid.ok ? { ...paid, id } : paid;
}

/**
 * Undo goes back to the state before the last thing someone did: the shell rolls what the engine
 * waits for at once, so a state still waiting for a roll was never one people saw, and is passed over
 * (undoing Next round also undoes the initiative rolled for it).
 */
function undoRecord(adapter: AnyAdapter, record: EngineRecord, command: { type: string; by: Issuer }): RecordOutcome {
  let current = record;
  do {
    const outcome = adapter.engine.apply(current.state, command);
    if (!outcome.ok) return outcome;
    current = { state: outcome.state, roundState: current.roundHistory.at(-1) ?? current.roundState, roundHistory: current.roundHistory.slice(0, -1) };
  } while (adapter.view(current.state).pendingRolls.length > 0);
  return { ok: true, record: current, events: [] };
}

function refreshed(adapter: AnyAdapter, economy: RulesetEconomy<unknown> | null, round: RoundState, outcome: { state: unknown; events: TurnEvent[] }): RoundState {
  if (!economy) return round;
  // Only a new round touches every fighter's budget; a turn start names its own.
  const newRound = outcome.events.some((event) => event.type === "roundStart");
  const ids = newRound ? adapter.view(outcome.state).fighters.map((fighter) => fighter.id) : [];
  const budgets = budgetsAfterEvents(economy, (id) => budgetOf(round, id), ids, outcome.events);
  return budgets ? withBudgets(round, budgets) : round;
}
