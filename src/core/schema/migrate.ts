import { isRecord } from "./validate";

/**
 * One step that upgrades stored `system` data from `to - 1` to `to`. Foundry also migrates
 * partial update data, so a step must recognise the old shape and leave the new one alone.
 */
export interface Migration {
  to: number;
  up(source: Record<string, unknown>): void;
}

/**
 * Brings old `system` data up to the current schema version. Data with no version is
 * treated as version 1, the first shape Fray shipped. Upgrades in place, as Foundry expects.
 */
export function migrateSystem(
  source: Record<string, unknown>,
  migrations: readonly Migration[],
  current: number,
): Record<string, unknown> {
  const data = source;
  const stored = typeof data.schemaVersion === "number" ? data.schemaVersion : 1;
  // Several steps may share a target version; each runs once, lowest target first.
  const steps = migrations.filter((step) => step.to > stored && step.to <= current).sort((a, b) => a.to - b.to);
  for (const step of steps) step.up(data);
  data.schemaVersion = current;
  return data;
}

/** Moves `from` to `to` inside one object when the old key is present and the new one is not. */
export function renameKey(data: Record<string, unknown>, from: string, to: string): void {
  if (from in data && !(to in data)) data[to] = data[from];
  delete data[from];
}

export { isRecord };
