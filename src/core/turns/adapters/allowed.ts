import type { Issuer } from "../engine";
import type { AnyAdapter, Intent } from "./adapter";

/** The reference answer: the engine applies the intent's command (the result is thrown away). */
export function engineAccepts(adapter: AnyAdapter, state: unknown, intent: Intent, by: Issuer): boolean {
  const command = adapter.command(state, intent, by);
  return command !== null && adapter.engine.apply(state, command).ok;
}

/**
 * The intents this user may perform now: the adapter's candidates that the engine accepts when this
 * user issues them. Buttons come from here, so the tracker never offers what the GM would refuse.
 * Per-combatant candidates are decided by the adapter's verdicts (linear in the roster); the few it
 * leaves open are dry-run through the engine.
 */
export function allowedIntents(adapter: AnyAdapter, state: unknown, by: Issuer): Intent[] {
  const known = adapter.verdicts?.(state, by);
  return adapter.candidates(state).filter((intent) => known?.(intent) ?? engineAccepts(adapter, state, intent, by));
}

/** Every candidate dry-run through the engine: what `allowedIntents` must always equal (O(n²) in the roster). */
export function dryRunIntents(adapter: AnyAdapter, state: unknown, by: Issuer): Intent[] {
  return adapter.candidates(state).filter((intent) => engineAccepts(adapter, state, intent, by));
}
