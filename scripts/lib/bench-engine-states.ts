/**
 * `npm run bench`: how long the shell's check of a stored engine state takes (combat-engine.ts runs it on
 * every read of a state object it has not seen), beside one tracker view of the same state. Each structure
 * gets 20 fighters and a full undo history, walked deterministically. Measures only.
 */
import type { Issuer, TurnStructureId } from "../../src/core/turns/engine";
import type { AnyAdapter, FightSetup, FighterInput } from "../../src/core/turns/adapters/adapter";
import { allowedIntents } from "../../src/core/turns/adapters/allowed";
import { ADAPTERS } from "../../src/core/turns/adapters/registry";
import { engineStateIssues } from "../../src/core/schema/engine-states";
import { HISTORY_LIMIT } from "../../src/core/turns/history";

const GM: Issuer = { userId: "gm", isGM: true };
const GROUPED: readonly TurnStructureId[] = ["sideInitiative", "alternatingTeams", "factions"];
const FIGHTERS = 20;

function fighterInput(i: number, groupId: string | null): FighterInput {
  return { id: `c${i}`, groupId, owners: [], initiativeBonus: i % 4, dexMod: i % 3, agilityModifier: i % 2, wit: i % 20, cannotBeSurprised: false, surprised: false, ambusher: false };
}

function setupFor(structure: TurnStructureId): FightSetup {
  const grouped = GROUPED.includes(structure);
  const groups = grouped ? [{ id: "g0", isParty: true }, { id: "g1", isParty: false }] : [];
  const fighters = Array.from({ length: FIGHTERS }, (_, i) => fighterInput(i, grouped ? `g${i % 2}` : null));
  return { groups, fighters, startedBy: null, attacked: null, surprising: null, fastSlow: false };
}

/** Applies a command, answering any roll it waits for with the formula's lowest total (1 + bonus). */
function step(adapter: AnyAdapter, state: unknown, command: { type: string; by: Issuer } | null): unknown {
  if (!command) return state;
  const outcome = adapter.engine.apply(state, command);
  let next = outcome.ok ? outcome.state : state;
  for (let guard = 0; guard < 50 && adapter.view(next).pendingRolls.length > 0; guard += 1) {
    const roll = adapter.view(next).pendingRolls[0]!;
    const answered = adapter.engine.apply(next, adapter.rollCommand(next, { purpose: roll.purpose, forId: roll.forIds[0] ?? null, total: 1 }, GM));
    if (!answered.ok) break;
    next = answered.state;
  }
  return next;
}

/** A fight with a full undo history: the first turn move the GM may make, again and again. */
function busyState(adapter: AnyAdapter): unknown {
  const commands = adapter.setup?.(setupFor(adapter.id), GM) ?? [adapter.start(setupFor(adapter.id), GM)];
  let state = commands.reduce((current, command) => step(adapter, current, command), adapter.initial());
  for (let i = 0; i < 400 && (state as { history: unknown[] }).history.length < HISTORY_LIMIT; i += 1) {
    const options = allowedIntents(adapter, state, GM).filter((intent) => intent.kind !== "undo" && intent.kind !== "leave" && intent.kind !== "defeat");
    const intent = options[i % Math.max(1, options.length)];
    state = step(adapter, state, intent ? adapter.command(state, intent, GM) : null);
  }
  return JSON.parse(JSON.stringify(state)) as unknown;
}

function microsPer(work: () => void, runs: number): number {
  work();
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) work();
  return ((performance.now() - start) / runs) * 1000;
}

export function benchEngineStates(report: (line: string) => void): void {
  for (const adapter of Object.values(ADAPTERS)) {
    const state = busyState(adapter);
    const history = (state as { history: unknown[] }).history.length;
    const issues = engineStateIssues(adapter.id, state).length;
    const check = microsPer(() => engineStateIssues(adapter.id, state), 200);
    const view = microsPer(() => adapter.view(state), 200);
    report(`engine state check, ${adapter.id} (${FIGHTERS} fighters, ${history} snapshots, ${issues} issues): ${check.toFixed(0)} µs; one tracker view ${view.toFixed(0)} µs`);
  }
}
