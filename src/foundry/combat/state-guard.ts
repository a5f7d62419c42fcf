/**
 * The last check before an engine state is written: one that fails its structure's spec would be a damaged
 * record every client then refuses to use (combat-engine.ts), so an engine bug is refused here instead of
 * bricking the encounter.
 */
import type { AnyAdapter } from "../../core/turns/adapters/adapter";
import { engineStateIssues } from "../../core/schema/engine-states";
import { CHANNEL_REFUSAL, refusal, type GmAnswer } from "../channel";

/** Null when `state` may be written; else the refusal the asker hears (nothing written), the issues on the GM's console. */
export function unwritableState(adapter: AnyAdapter, state: unknown): GmAnswer | null {
  const issues = engineStateIssues(adapter.id, state);
  if (issues.length === 0) return null;
  console.error(`Fray | the ${adapter.id} engine produced a state that fails its spec; nothing was written`, issues);
  return refusal(CHANNEL_REFUSAL.failed);
}
