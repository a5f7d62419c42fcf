/** Rules the rulebook-model property tests share, written from the chapters and never asking an engine. */
import type { Issuer } from "../../../src/core/turns/engine";

/** Roll-offs side by side: the first pair that differs decides, higher first; one never rolled counts as 0. */
export function byRollOffs(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export type ConditionChange = "defeat" | "fallUnconscious" | "recover" | "leave";

/** Only the GM changes a combatant's condition, and only into one it is not in already (anyone may leave). */
export function conditionApplies<C extends { defeated: boolean; down: boolean }>(type: ConditionChange, by: Issuer, c: C | undefined): c is C {
  if (!by.isGM || c === undefined) return false;
  if (type === "defeat") return !c.defeated;
  if (type === "fallUnconscious") return !c.defeated && !c.down;
  return type === "leave" || c.down;
}
