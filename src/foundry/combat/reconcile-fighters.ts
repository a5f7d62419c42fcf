/**
 * The engine's fighters brought in line with the encounter's combatants, without Foundry: a fighter
 * whose combatant is gone leaves, a combatant named to join joins (with what it left with, if it
 * left), and none of it takes an undo step: the state's history and the round history stay as they
 * were, so joins and leaves are facts that no undo takes back. Pure.
 */
import type { AnyAdapter, FighterInput, Intent } from "../../core/turns/adapters/adapter";
import type { Issuer, TurnEvent } from "../../core/turns/engine";
import type { RulesetEconomy } from "../../core/economy";
import { rejoinOf, type Departure } from "../../core/turns/rejoin";
import { withBudgets } from "../../core/schema/round-state";
import { isRecord } from "../../core/schema/validate";
import { stepRecord, type EngineRecord } from "./record-step";
import { withoutUndoStep } from "./command-write";

/** A combatant the engine should take in. */
export interface Joiner {
  fighter: FighterInput;
  /** What it had when it went out of the fight (its player took it out, or an undo dropped it); null: it joins fresh. */
  departure: Departure | null;
  /** The condition its actor's statuses call for (down, dying, dead); null when it stands. */
  condition: Intent | null;
}

export interface Reconciled {
  record: EngineRecord;
  events: TurnEvent[];
  joined: string[];
  left: string[];
}

/**
 * Fighters not among `present` leave; each joiner among `present` that is not a fighter joins. A
 * command the engine refuses is passed over (that fighter stays as it was).
 */
export function reconcileFighters(
  adapter: AnyAdapter,
  economy: RulesetEconomy<unknown> | null,
  record: EngineRecord,
  present: readonly string[],
  joiners: readonly Joiner[],
  by: Issuer,
): Reconciled {
  let current = record;
  const events: TurnEvent[] = [];
  const step = (command: { type: string; by: Issuer } | null): boolean => {
    if (!command) return false;
    const outcome = stepRecord(adapter, economy, current, command);
    if (!outcome.ok) return false;
    // A reconciling step is no step undo goes back over.
    current = withoutUndoStep(record, outcome.record);
    events.push(...outcome.events);
    return true;
  };
  const here = new Set(present);
  const left: string[] = [];
  for (const { id } of adapter.view(record.state).fighters) {
    if (!here.has(id) && step(adapter.command(current.state, { kind: "leave", combatantId: id }, by))) left.push(id);
  }
  const joined: string[] = [];
  for (const joiner of joiners) {
    const id = joiner.fighter.id;
    const view = adapter.view(current.state);
    if (!here.has(id) || view.fighters.some((fighter) => fighter.id === id)) continue;
    const back = rejoinOf(joiner.departure, view.round, id);
    const fighter = back.actedThisRound ? { ...joiner.fighter, actedThisRound: true } : joiner.fighter;
    const known = view.groups.some((group) => group.id === fighter.groupId);
    const newGroup = fighter.groupId && !known ? { id: fighter.groupId, isParty: false } : null;
    if (!step(adapter.join(fighter, newGroup, by))) continue;
    joined.push(id);
    // Its budget is keyed by its id: what it had spent this round comes back with it.
    if (isRecord(back.budget)) current = { ...current, roundState: withBudgets(current.roundState, new Map([[id, back.budget]])) };
    for (const condition of [back.condition, joiner.condition]) if (condition) step(adapter.command(current.state, condition, by));
  }
  return { record: current, events, joined, left };
}
