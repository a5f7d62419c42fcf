/** Which engine runs a combat and the state it holds: read by the tracker, the GM's handlers and the rulesets' flows. */
import type { AnyAdapter } from "../../core/turns/adapters/adapter";
import { ADAPTERS } from "../../core/turns/adapters/registry";
import { isTurnStructureId } from "../../core/rulesets";
import { combatData } from "./combat-model";

/** The engine behind a started combat, or null before the fight starts. */
export function adapterOf(combat: Combat.Implementation): AnyAdapter | null {
  const structure = combatData(combat)?.structure;
  return isTurnStructureId(structure) ? ADAPTERS[structure] : null;
}

/** The engine state a combat holds (null before the start). */
export function stateOf(combat: Combat.Implementation): unknown {
  return combatData(combat)?.state ?? null;
}

/**
 * The fight's clock: the round the engine is in, from the state only a GM writes; null before the start.
 * Players may write a Combat's `round` and `turn` (BaseCombat#canUserModify), so nothing a rule counts by
 * the round reads those.
 */
export function engineRoundOf(combat: Combat.Implementation | null | undefined): number | null {
  const adapter = combat ? adapterOf(combat) : null;
  const view = combat && adapter ? adapter.view(stateOf(combat)) : null;
  return view?.started ? view.round : null;
}
