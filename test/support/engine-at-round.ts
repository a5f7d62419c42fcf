/**
 * A Combat's Fray data with a started engine at a given round, built through the real engine (the GM's
 * start, every initiative roll answered, then "next round" until the round is reached). For shell tests
 * whose combat double needs the fight's own clock without a tracker. Pure: no Foundry double needed.
 */
import type { FighterInput, Intent } from "../../src/core/turns/adapters/adapter";
import { ADAPTERS } from "../../src/core/turns/adapters/registry";

const GM = { userId: "gm", isGM: true };

/** The `system` fields of a Combat whose individual-initiative engine has `ids` in it and is at `round`. */
export function engineAtRound(ids: readonly string[], round: number): { structure: string; state: Record<string, unknown> } {
  const adapter = ADAPTERS.individual;
  const fighters: FighterInput[] = ids.map((id) => ({ id, groupId: null, owners: [], initiativeBonus: 0, dexMod: 0, agilityModifier: 0, wit: 10, cannotBeSurprised: false, surprised: false, ambusher: false }));
  const apply = (state: unknown, command: { type: string; by: typeof GM } | null) => {
    if (!command) throw new Error("no command");
    const outcome = adapter.engine.apply(state as never, command as never);
    if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.reason)}`);
    return outcome.state;
  };
  const setup = { groups: [], fighters, startedBy: null, attacked: null, surprising: null, fastSlow: false };
  let state: unknown = adapter.initial();
  for (const command of adapter.setup?.(setup, GM) ?? [adapter.start(setup, GM)]) state = apply(state, command);
  for (let total = 20; adapter.view(state as never).pendingRolls.length > 0; total--) {
    const pending = adapter.view(state as never).pendingRolls[0]!;
    state = apply(state, adapter.rollCommand(state as never, { purpose: pending.purpose, forId: pending.forIds[0] ?? null, total }, GM));
  }
  while (adapter.view(state as never).round < round) state = apply(state, adapter.command(state as never, { kind: "nextRound" } as Intent, GM));
  return { structure: "individual", state: state as Record<string, unknown> };
}

type CombatDouble = { system: Record<string, unknown>; round?: number | null; combatants?: { contents?: { id?: string | null }[] } };

/** Moves a combat double's fight to `round`: the engine's state (the rules' clock) and the Combat's own `round` with it. */
export function atRound(combat: CombatDouble, round: number): void {
  const ids = (combat.combatants?.contents ?? []).map((c) => c.id ?? "").filter((id) => id !== "");
  Object.assign(combat.system, engineAtRound(ids.length > 0 ? ids : ["someone"], round));
  combat.round = round;
}
