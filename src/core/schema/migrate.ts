import { isRecord } from "./validate";

/**
 * One step that upgrades stored `system` data from `to - 1` to `to`. Foundry also migrates
 * partial update data, so a step must recognise the old shape and leave the new one alone.
 */
export interface Migration {
  to: number;
  up(source: Record<string, unknown>): void;
}

/** The version stored data says it has: data with no version (or one stored as text) is version 1, the first shape Fray shipped. */
export function storedVersion(source: Record<string, unknown>): number {
  return typeof source.schemaVersion === "number" ? source.schemaVersion : 1;
}

/** Data a newer Fray wrote (a world opened again with an older Fray): this Fray neither reads its shape nor may write it. */
export function isNewerData(source: Record<string, unknown>, current: number): boolean {
  return storedVersion(source) > current;
}

/**
 * Brings old `system` data up to the current schema version. Data with no version is
 * treated as version 1, the first shape Fray shipped. Upgrades in place, as Foundry expects.
 * Data from a newer Fray is left exactly as it is: no step runs and its version is never
 * stamped down, so the newer Fray still finds it as it wrote it.
 */
export function migrateSystem(
  source: Record<string, unknown>,
  migrations: readonly Migration[],
  current: number,
): Record<string, unknown> {
  const data = source;
  const stored = storedVersion(data);
  if (stored > current) return data;
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
