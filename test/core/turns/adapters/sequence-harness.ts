/** Helpers for driving the order-based adapters (individual, declared) the way the shell does. */
import type { Issuer } from "../../../../src/core/turns/engine";
import type { FightSetup, Intent, StructureAdapter, TrackerView } from "../../../../src/core/turns/adapters/adapter";
import { Fight, GM } from "./adapter-harness";

/** The shell's start: every setup command when the adapter has them, else the one start command. */
export function startFight<S, C extends { type: string; by: Issuer }>(adapter: StructureAdapter<S, C>, fight: FightSetup): Fight<S, C> {
  const f = new Fight(adapter, adapter.initial());
  for (const cmd of adapter.setup?.(fight, GM) ?? [adapter.start(fight, GM)]) f.apply(cmd);
  return f;
}

/** A click carrying every field an intent may need (hold text, trigger, declaration). */
export function click<S, C extends { type: string; by: Issuer }>(f: Fight<S, C>, intent: Intent, by: Issuer = GM): Fight<S, C> {
  const cmd = f.adapter.command(f.state, intent, by);
  if (cmd === null) throw new Error(`${intent.kind} means nothing here`);
  return f.apply(cmd);
}

/** The GM answers a roll shared by several combatants (declared: identical monsters). */
export function rollShared<S, C extends { type: string; by: Issuer }>(f: Fight<S, C>, purpose: string, forIds: string[], total: number): Fight<S, C> {
  return f.apply(f.adapter.rollCommand(f.state, { purpose, forId: null, forIds, total }, GM));
}

/** The acting order as the tracker draws it: "A,B@20.08" with "*" for the current step and "✓" for done ones. */
export function orderLine(view: TrackerView): string[] {
  return view.order.map((s) => `${s.ids.join(",")}@${s.value ?? "-"}${s.current ? "*" : ""}${s.done ? "✓" : ""}`);
}

/** Initiative shown for each fighter, by id. */
export function initiatives(view: TrackerView): Record<string, number | null> {
  return Object.fromEntries(view.fighters.map((f) => [f.id, f.initiative]));
}

export const viewOf = (view: TrackerView, id: string) => view.fighters.find((f) => f.id === id);
