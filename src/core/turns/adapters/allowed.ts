import type { Issuer } from "../engine";
import type { AnyAdapter, Intent } from "./adapter";

/**
 * The intents this user may perform now: the adapter's candidates that the engine accepts when
 * this user issues them. Buttons come from here, so the tracker never offers what the GM would refuse.
 */
export function allowedIntents(adapter: AnyAdapter, state: unknown, by: Issuer): Intent[] {
  return adapter.candidates(state).filter((intent) => {
    const command = adapter.command(state, intent, by);
    return command !== null && adapter.engine.apply(state, command).ok;
  });
}
